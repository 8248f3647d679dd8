'use client';

import { useEffect, useState } from 'react';

/** Where a sticky table header sits: below the shell's own sticky bars (marked data-sticky-bar). */
function barsBottom(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-sticky-bar]')) {
    const style = getComputedStyle(bar);
    if (style.position !== 'sticky' && style.position !== 'fixed') continue;
    bottom = Math.max(bottom, (Number.parseFloat(style.top) || 0) + bar.offsetHeight);
  }
  return bottom;
}

/**
 * The offset for a table's sticky header, kept as the window resizes (a phone shows fewer bars).
 * A sticky table also keeps its horizontal scrollbar at the bottom of the window, so a table wider
 * than the page shows that it scrolls without the reader going down to its end.
 */
export function useStickyTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const measure = () => setTop(barsBottom());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return top;
}
