import { apiPaths } from '@/lib/contract/api-paths';
import { forwardedResponseHeaders } from '@/lib/gateway/forward';
import { upstreamFetch } from '@/lib/gateway/server-calls';

export const dynamic = 'force-dynamic';

/**
 * Public on purpose: names are unguessable, and public news pages show these images to visitors.
 * The bytes come from whichever backend keeps them (embedded or external), with the type, download
 * name and sandboxing headers it sets.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  try {
    const answer = await upstreamFetch(apiPaths.storedFile(name));
    if (answer.status !== 200) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    return new Response(answer.body, { status: 200, headers: forwardedResponseHeaders([...answer.headers]) });
  } catch {
    return new Response('Unavailable', { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
}
