import { answerGatewayCall } from '@/lib/gateway/gateway-call';

export const dynamic = 'force-dynamic';

/**
 * The gateway for the calls the proxy leaves to a route handler: uploads and other bodies it
 * cannot see whole (lib/gateway/proxy-answered-call.ts), and any request that reaches the route
 * without passing the proxy. The proxy answers the rest with the same function.
 */
export {
  answerGatewayCall as GET,
  answerGatewayCall as POST,
  answerGatewayCall as PUT,
  answerGatewayCall as DELETE,
  answerGatewayCall as PATCH,
};
