import { z } from 'zod';
import { type Envelope, fail, ResultCode } from '@/lib/contract/envelope';
import type { HandedTokenPath } from '@/lib/contract/handed-token-paths';
import { authenticate, type AuthContext } from '../auth/context';
import { defineRoute, type RequestContext, type RouteDef } from '../http/route';

const handedToken = { token: z.string().min(1).max(512) };

type HandedInput<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>> & { token: string };

export interface HandedTokenCall<Shape extends z.ZodRawShape> {
  /** One of the contract's list, which tells the gateway whose token a 401 of this call is about. */
  path: HandedTokenPath;
  summary: string;
  /** The call's inputs besides the token. */
  input: Shape;
  output: z.ZodType;
  answer(caller: AuthContext, input: HandedInput<Shape>, ctx: RequestContext<HandedInput<Shape>>): Promise<Envelope>;
}

/**
 * A token call (docs/security.md): another system hands in a user's token in the form (it holds that
 * user's token, not a session of ours), so the dispatcher lets the call in without one and the call
 * signs the caller in by the handed token itself, answering 401 for a dead one as a signed-in call
 * would. The token header is not read: whoever holds a session here asks through the gateway,
 * which keeps its token out of the browser.
 */
export function handedTokenCall<Shape extends z.ZodRawShape>(call: HandedTokenCall<Shape>): RouteDef<HandedInput<Shape>> {
  return defineRoute({
    method: 'POST',
    path: call.path,
    tag: 'session',
    summary: call.summary,
    access: 'public',
    // zod cannot follow a generic shape through the spread: the object checks exactly HandedInput.
    input: z.object({ ...handedToken, ...call.input }) as unknown as z.ZodType<HandedInput<Shape>>,
    output: call.output,
    async handler(ctx) {
      const caller = await authenticate(ctx.db, ctx.input.token, ctx.services.sessions);
      if (!caller) return fail(ResultCode.unauthorized, 'auth.tokenInvalid');
      return call.answer(caller, ctx.input, ctx);
    },
  });
}
