const BASE = 'http://same.invalid';

/**
 * Turns an untrusted ?redirect= value into a path on this site, or '/'.
 * Protocol-relative (//host), backslash tricks (/\host), absolute URLs, javascript: and
 * control characters all end at '/'.
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
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the user back to `wanted` (path plus query) afterwards. */
export function loginUrlFor(wanted: string): string {
  const target = safeRedirectPath(wanted);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
