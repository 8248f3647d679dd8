import type { ZodType } from 'zod';
import type { Envelope, RefusalDetail } from '@/lib/contract/envelope';
import type { Sent } from '@/lib/contract/sent';
import type { RequestContext, RouteDef } from './route';

/**
 * Another route's answer given as this one's (a generic call run with fixed inputs). That route's
 * own declaration typed its handler by the same output schema, which is checked here, so the
 * answer is typed as the schema says without being parsed.
 */
export async function delegatedAnswer<Input, Output>(route: RouteDef<Input>, output: ZodType<Output>, ctx: RequestContext<Input>): Promise<Envelope<Sent<Output>> | Envelope<RefusalDetail | null> | Response> {
  if (route.output !== output) throw new Error(`${route.method} ${route.path} does not answer with this schema`);
  return (await route.handler(ctx)) as Envelope<Sent<Output>> | Envelope<RefusalDetail | null> | Response;
}
