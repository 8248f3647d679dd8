import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { closeIfShown } from '@/lib/client/close-if-shown';

/** A state as React keeps it: updates applied in the order they were asked for. */
function stateOf<T>(initial: T | null) {
  let value = initial;
  const set = (next: SetStateAction<T | null>) => {
    value = typeof next === 'function' ? (next as (now: T | null) => T | null)(value) : next;
  };
  return { set, get: () => value };
}

describe('closeIfShown', () => {
  it('clears the state of the dialog that closed', () => {
    const opening = stateOf<number>(1);
    closeIfShown(opening.set, 1)();
    expect(opening.get()).toBeNull();
  });

  it('leaves a new opening alone when the previous dialog reports its close after the click that opened it again', () => {
    const opening = stateOf<number>(1);
    const closedFirst = closeIfShown(opening.set, 1);
    opening.set(2); // the click: a fresh opening
    closedFirst(); // the first dialog's closing animation ends, its effect runs after the click's update
    expect(opening.get()).toBe(2);
  });

  it('compares what was shown by identity, as a state object holding the opening is', () => {
    const first = { key: 'a', opened: 1 };
    const opening = stateOf<{ key: string; opened: number }>(first);
    opening.set({ key: 'a', opened: 2 });
    closeIfShown(opening.set, first)();
    expect(opening.get()).toEqual({ key: 'a', opened: 2 });
  });
});
