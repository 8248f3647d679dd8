import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { openApiDocument } from '@/lib/backend/openapi';
import { allRoutes } from '@/lib/backend/routes';
import { currentSession, isSignedIn } from '@/lib/gateway/session';

export const dynamic = 'force-dynamic';

/** The API contract of the embedded backend, for signed-in users and integrators. */
export async function GET(): Promise<Response> {
  if (!isSignedIn(await currentSession())) return envelopeResponse(fail(ResultCode.unauthorized, 'unauthorized'));
  return Response.json(openApiDocument(allRoutes, { title: 'Fincrm API', version: '1.0.0' }), { headers: { 'cache-control': 'no-store' } });
}
