/** Async continuation flags of a task or a multi-instance loop (docs/designer.md, "Pieces"). */

export interface AsyncFlags {
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
}

/** Exclusive means something only for an asynchronous step: without either flag it is false. */
export function normalizeAsync(flags: AsyncFlags): AsyncFlags {
  return flags.asyncBefore || flags.asyncAfter ? flags : { ...flags, exclusive: false };
}

/** Reads the flags from an element's attributes (absent = false). */
export function asyncFlagsOf(read: (name: keyof AsyncFlags) => unknown): AsyncFlags {
  return { asyncBefore: read('asyncBefore') === true, asyncAfter: read('asyncAfter') === true, exclusive: read('exclusive') === true };
}
