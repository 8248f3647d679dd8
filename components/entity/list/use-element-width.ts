'use client';

import { useCallback, useState } from 'react';

/**
 * The width of an element as it is drawn, kept up to date as the window or the layout changes;
 * null until it is first measured (the server render, the first browser render).
 */
export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => void, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
