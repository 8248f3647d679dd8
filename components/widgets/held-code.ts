/**
 * Code fetched on first use and held from then on, for controls that stand in for an antd component
 * until the user reaches for it. Once held, the real component is drawn at once: no Suspense
 * boundary stands between the stand-in and it, whose fallback React would keep on screen for at
 * least 300 ms however fast the code arrived.
 */
export function heldCode<T>(load: () => Promise<T>) {
  let held: T | null = null;
  let fetching: Promise<T | null> | null = null;
  return {
    /** The code, if it has arrived. */
    get: (): T | null => held,
    /** Fetches the code once (again after a failure); answers null when it could not be had. */
    fetch: (): Promise<T | null> => {
      fetching ??= load().then(
        (code) => (held = code),
        () => {
          fetching = null;
          return null;
        },
      );
      return fetching;
    },
  };
}
