import { badRequest } from './errors';

/** Reads a JSON or form-encoded body into a plain object; query values join it for GET/DELETE. */
export async function readInput(req: Request, url: URL, method: string): Promise<Record<string, unknown>> {
  const fromQuery = Object.fromEntries(url.searchParams.entries());
  if (method === 'GET' || method === 'DELETE') return fromQuery;
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
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
