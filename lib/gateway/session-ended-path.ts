/**
 * Gateway-owned route a signed-in page sends the browser to when its session's token was revoked
 * (?redirect= the page): it drops the cookie and leads on to the login page.
 */
export const SESSION_ENDED_PATH = '/api/gateway/session-ended';

export function sessionEndedUrlFor(wanted: string): string {
  return `${SESSION_ENDED_PATH}?redirect=${encodeURIComponent(wanted)}`;
}
