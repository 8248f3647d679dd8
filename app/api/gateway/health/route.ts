export const dynamic = 'force-dynamic';

/** Liveness for load balancers; touches neither session nor upstream. */
export function GET(): Response {
  return Response.json({ code: 0, msg: 'ok', data: { status: 'ok' } }, { headers: { 'cache-control': 'no-store' } });
}
