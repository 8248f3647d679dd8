/** `{"code":401,` at the very start: how every envelope this backend writes begins. */
const LEADING_CODE = /^\s*\{\s*"code"\s*:\s*(-?\d+)\s*[,}]/;

const decoder = new TextDecoder();

/**
 * The top-level `code` of a JSON answer, or undefined. The gateway needs only this of every answer;
 * a leading code is read from the first bytes, and only an answer that orders its keys otherwise is
 * parsed whole.
 */
export function envelopeCodeOf(body: Uint8Array): unknown {
  const head = decoder.decode(body.subarray(0, 64));
  const leading = LEADING_CODE.exec(head);
  if (leading) return Number(leading[1]);
  try {
    const parsed: unknown = JSON.parse(decoder.decode(body));
    return parsed && typeof parsed === 'object' ? (parsed as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}
