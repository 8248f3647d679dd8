import { serverEnv } from '@/lib/config/env';
import { embeddedBackend } from '@/lib/backend/instance';
import { serveStoredFile } from '@/lib/backend/modules/file-serving';

export const dynamic = 'force-dynamic';

// Public on purpose: names are unguessable, and public news pages show these images to visitors.
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  // With an external upstream, uploads live there and carry that server's own URLs.
  if (serverEnv().UPSTREAM_URL) return new Response('Not found', { status: 404 });
  const { name } = await params;
  const backend = await embeddedBackend();
  return serveStoredFile(backend.services, name);
}
