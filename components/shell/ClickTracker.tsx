'use client';

import { useEffect } from 'react';
import { sendTrackedClick, trackedClick } from '@/lib/client/click-tracking';

/** The click-tracking directive: any element marked data-track reports its clicks. */
export function ClickTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = trackedClick(event.target instanceof Element ? event.target : null, window.location.pathname);
      if (click) sendTrackedClick(click);
    };
    // Capture: a click that navigates away or stops propagation is still counted.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
