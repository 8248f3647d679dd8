/**
 * The events that tell a control is about to be used: the pointer on it, the keyboard's focus, a
 * finger's touch. Spread on a button whose action needs code or data fetched ahead of the click.
 */
export function reachFor(fetchAhead: (() => void) | undefined) {
  return fetchAhead ? { onPointerEnter: fetchAhead, onFocus: fetchAhead, onTouchStart: fetchAhead } : {};
}
