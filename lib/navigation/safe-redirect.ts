const BASE = 'http://same.invalid';

/** A serialised path that a browser would read as another host: //host or /\host. */
function leavesTheSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
}

/**
 * The path, query and fragment a browser would reach from `value` on this site, or null when it
 * would leave it. The check runs on the normalised result: the URL parser resolves dot segments
 * (also encoded ones, %2e), drops tabs and newlines and turns backslashes into slashes, so
 * '/.//host', '/..//host', '/x/%2e%2e//host' and '/\t/host' all normalise to '//host' and are
 * refused here, not only the forms visible in the raw text.
 */
function normalisedOnSitePath(value: string): string | null {
  if (leavesTheSite(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (leavesTheSite(path)) return null;
  // Read once more, as the browser will read the Location header: it must stay where it is.
  const again = new URL(path, BASE);
  return again.origin === BASE && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}

/**
 * Turns an untrusted target (?redirect=, ?next=, a stored link) into a path on this site, or
 * `fallback`. Protocol-relative (//host), backslash tricks (/\host), dot segments that normalise
 * into //host, absolute URLs, javascript: and control characters all end at the fallback.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || typeof raw !== 'string') return fallback;
  let value = raw.trim();
  // A value that arrives percent-encoded twice would otherwise decode into //host later.
  try {
    if (/%2f|%5c/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return normalisedOnSitePath(value) ?? fallback;
}

/**
 * A value for a Location header built from a path this app made (already checked, possibly with
 * encoded parts that must stay encoded): the path itself when it stays on this site, else '/'.
 */
export function onSiteLocation(path: string): string {
  return normalisedOnSitePath(path) ?? '/';
}

/** True when a link field's value leads to a path on this site (the rule every stored link passes). */
export function isOnSitePath(raw: string): boolean {
  return safeRedirectPath(raw, '') !== '';
}

/** The login address that brings the user back to `wanted` (path plus query) afterwards. */
export function loginUrlFor(wanted: string): string {
  const target = safeRedirectPath(wanted);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
