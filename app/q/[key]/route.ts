import { apiPaths } from '@/lib/contract/api-paths';
import { upstreamCall } from '@/lib/gateway/server-calls';
import { onSiteLocation } from '@/lib/navigation/safe-redirect';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A QR code's counting address (public: whoever scans the code): the backend counts the scan and
 * answers the page of this site the code stores; this redirects there. Unknown keys are a plain
 * 404, and nothing leads off the site, whatever the backend answers.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  const answer = await upstreamCall<{ path: string }>(apiPaths.qrScan(key), { method: 'POST' });
  const path = answer.code === 0 ? answer.data?.path : null;
  // A relative Location keeps the browser on the host it used. A header carries Latin-1 only, so
  // the stored path (which may hold any Unicode, '/news?q=发票') goes out percent-encoded.
  return path ? new Response(null, { status: 302, headers: { location: onSiteLocation(path), 'cache-control': 'no-store' } }) : notFound();
}
