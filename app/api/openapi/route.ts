import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { openApiDocument } from '@/lib/backend/openapi';
import { withStoredDefinitions } from '@/lib/backend/entity/custom-fields/definitions';
import { allRoutes } from '@/lib/backend/routes';
import { runningBackend } from '@/lib/backend/running-backend';
import { currentSession, isSignedIn } from '@/lib/gateway/session';

export const dynamic = 'force-dynamic';

/** The API contract of the embedded backend, for signed-in users and integrators. */
export async function GET(): Promise<Response> {
  if (!isSignedIn(await currentSession())) return envelopeResponse(fail(ResultCode.unauthorized, 'unauthorized'));
  // Record kinds are documented with the fields administrators added to them.
  const { database } = await runningBackend();
  const document = await withStoredDefinitions(database.db, async () => openApiDocument(allRoutes, { title: 'Fincrm API', version: '1.0.0' }));
  return Response.json(document, { headers: { 'cache-control': 'no-store' } });
}
