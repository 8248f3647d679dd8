import { ResultCode } from '@/lib/contract/envelope';
import { declaresMoreThan, readAtMost } from './bounded-read';
import { ApiError, badRequest } from './errors';

async function bodyText(req: Request, maxBytes: number | undefined): Promise<string> {
  if (maxBytes === undefined) return req.text();
  const tooLarge = new ApiError(ResultCode.payloadTooLarge, 'api.bodyTooLarge');
  if (declaresMoreThan(req, maxBytes)) {
    req.body?.cancel().catch(() => undefined);
    throw tooLarge;
  }
  if (!req.body) return '';
  // Counted while reading: Content-Length may be absent or wrong.
  const bytes = await readAtMost(req.body, maxBytes);
  if (!bytes) throw tooLarge;
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JSON or form-encoded body into a plain object; query values join it for GET/DELETE.
 * With maxBytes, a longer body is refused (413) without being read to its end.
 */
export async function readInput(req: Request, url: URL, method: string, maxBytes?: number): Promise<Record<string, unknown>> {
  const fromQuery = Object.fromEntries(url.searchParams.entries());
  if (method === 'GET' || method === 'DELETE') return fromQuery;
  const type = req.headers.get('content-type') ?? '';
  const text = await bodyText(req, maxBytes);
  if (!text) return fromQuery;
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ...fromQuery, ...Object.fromEntries(new URLSearchParams(text).entries()) };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...fromQuery, ...(parsed as Record<string, unknown>) };
    return { ...fromQuery, body: parsed };
  } catch {
    throw badRequest('api.badJson');
  }
}
