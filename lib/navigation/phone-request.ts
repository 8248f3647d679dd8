/**
 * Whether a request comes from a phone, by the client hint Chromium sends (Sec-CH-UA-Mobile: ?1)
 * or, elsewhere, the user agent's own word. Only a first guess for drawing: the page corrects it
 * from the real width once it runs.
 */
export function isPhoneRequest(headers: Pick<Headers, 'get'>): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint.trim() === '?1';
  return /\b(iPhone|iPod|Android.*Mobile|Mobile Safari|Windows Phone)\b/i.test(headers.get('user-agent') ?? '');
}
