import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { apiDocumentFor, declaredApiDocument } from '@/lib/backend/api-document';
import { runningBackend } from '@/lib/backend/running-backend';
import { serverEnv } from '@/lib/config/env';
import { currentSession, isSignedIn } from '@/lib/gateway/session';

export const dynamic = 'force-dynamic';

/** The API contract of the embedded backend, for signed-in users and integrators, as the caller's calls see it. */
export async function GET(): Promise<Response> {
  const session = await currentSession();
  if (!isSignedIn(session)) return envelopeResponse(fail(ResultCode.unauthorized, 'unauthorized'));
  // Record kinds are documented with the fields administrators added that the caller may see; a
  // session of another backend (UPSTREAM_URL) is not this one's to judge: its declarations only.
  const document = serverEnv().UPSTREAM_URL ? declaredApiDocument() : await apiDocumentFor((await runningBackend()).database.db, session.token);
  if (!document) return envelopeResponse(fail(ResultCode.unauthorized, 'unauthorized'));
  return Response.json(document, { headers: { 'cache-control': 'no-store' } });
}
