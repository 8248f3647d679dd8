import { serverEnv } from '@/lib/config/env';
import { embeddedBackend } from '@/lib/backend/instance';
import { scanQrCode } from '@/lib/backend/modules/qrcodes/scan';

export const dynamic = 'force-dynamic';

/**
 * A QR code's counting address (public: whoever scans the code): one more scan of the code, then
 * a redirect to the page of this site it stores. Unknown keys are a plain 404; nothing leads off the site.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  if (serverEnv().UPSTREAM_URL) return notFound();
  const { key } = await params;
  const backend = await embeddedBackend();
  const path = await scanQrCode(backend.services, key);
  // A relative Location keeps the browser on the host it used; the path is checked to stay on this site.
  return path ? new Response(null, { status: 302, headers: { location: path, 'cache-control': 'no-store' } }) : notFound();
}
