import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog loaded with next/dynamic is rendered only
 * from then: its code is fetched when it is first opened, not with the page, and once there it
 * stays mounted, so it keeps its state and its closing animation between openings.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
