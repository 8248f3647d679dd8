import { z, type ZodType } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import type { KeyedCall } from '@/lib/contract/call';
import type { PublicContentTopic } from '@/lib/contract/public-content';
import type { Sent } from '@/lib/contract/sent';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { defineCallRoute, type RouteDef } from '../../http/route';

/** The key of one notice or news item, as the …/:id routes receive it. */
export const idInput = z.object({ id: z.string().trim().min(1).max(64) });

export const conflict = (message: string) => new ApiError(ResultCode.conflict, message);

type Target = 'PUBLISHED' | 'RETRACT';

/**
 * Notices and news move between the same states with the same answers: only a record that is not
 * published may be published, only a published one retracted, so a double click cannot publish twice.
 */
const RULES: Record<Target, { allowed: (status: string) => boolean; refused: string; done: string }> = {
  PUBLISHED: { allowed: (status) => status !== 'PUBLISHED', refused: 'messageCenter.api.alreadyPublished', done: 'messageCenter.api.published' },
  RETRACT: { allowed: (status) => status === 'PUBLISHED', refused: 'messageCenter.api.notPublished', done: 'messageCenter.api.retracted' },
};

interface StatusTransition<R extends { status: string }, Answer> {
  /** The contract's call, answered with the record after the move. */
  call: KeyedCall<undefined, Answer>;
  tag: string;
  permission: string;
  summary: string;
  to: Target;
  /** What the public site shows of these records (news), refreshed after each move. */
  publicContent?: PublicContentTopic;
  /** Loads the record, refusing one that is missing or not the caller's to manage. */
  load(tx: Db, auth: AuthContext, key: string): Promise<R>;
  /** Moves the record once its state allows it; the same transaction as the check. */
  apply(tx: Db, record: R, auth: AuthContext): Promise<void>;
  /** The record as the caller gets it back after the move, and its schema (lib/contract). */
  answer(tx: Db, key: string): Promise<Sent<NoInfer<Answer>>>;
  output: ZodType<Answer>;
}

/** A POST …/:id route that publishes or retracts one record inside a transaction. */
export function statusTransitionRoute<R extends { status: string }, Answer>(move: StatusTransition<R, Answer>): RouteDef<z.infer<typeof idInput>> {
  const rule = RULES[move.to];
  return defineCallRoute(move.call, {
    tag: move.tag,
    permission: move.permission,
    summary: move.summary,
    publicContent: move.publicContent,
    input: idInput,
    output: move.output,
    async handler({ db, auth, input }) {
      return db.transaction(async (tx) => {
        const record = await move.load(tx, auth, input.id);
        if (!rule.allowed(record.status)) throw conflict(rule.refused);
        await move.apply(tx, record, auth);
        return ok(await move.answer(tx, input.id), rule.done);
      });
    },
  });
}
