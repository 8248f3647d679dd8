/** Blank fields filter nothing; words are searched without the spaces typed around them. */
export function withoutBlanks<F extends object>(values: F): Partial<F> {
  const entries = Object.entries(values).flatMap(([name, value]) => {
    const kept: unknown = typeof value === 'string' ? value.trim() : value;
    return kept === '' || kept === null || kept === undefined ? [] : [[name, kept]];
  });
  return Object.fromEntries(entries) as Partial<F>;
}
