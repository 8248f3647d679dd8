import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { OIDC_FLOW_TTL_SECONDS } from '@/lib/contract/oidc-sign-in';
import type { Db } from '../../db/client';
import { sysOidcFlow } from '../../db/schema';

function stateHash(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export interface StartedFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectPath: string;
  redirectUri: string;
  issuer: string;
  appKey: string | null;
}

/** Expired flows stay this long, so a late callback is told it came too late rather than that it is unknown. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/** Keeps a started sign-in until its callback; flows long expired go at the same time. */
export async function keepFlow(db: Db, flow: StartedFlow, now = new Date()): Promise<void> {
  await db.delete(sysOidcFlow).where(lt(sysOidcFlow.expire_time, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await db.insert(sysOidcFlow).values({
    state_hash: stateHash(flow.state),
    nonce: flow.nonce,
    code_verifier: flow.codeVerifier,
    redirect_path: flow.redirectPath,
    redirect_uri: flow.redirectUri,
    issuer: flow.issuer,
    app_key: flow.appKey,
    expire_time: new Date(now.getTime() + OIDC_FLOW_TTL_SECONDS * 1000),
  });
}

export type SpentFlow = { found: false } | { found: true; expired: boolean; flow: Omit<StartedFlow, 'state'> };

/**
 * Takes the flow of a state out of the table in one statement: of two callbacks with the same
 * state (a replay, a double click) only the first finds it. An expired one is spent too.
 */
export async function spendFlow(db: Db, state: string, now = new Date()): Promise<SpentFlow> {
  const [row] = await db.delete(sysOidcFlow).where(eq(sysOidcFlow.state_hash, stateHash(state))).returning();
  if (!row) return { found: false };
  return {
    found: true,
    expired: row.expire_time.getTime() <= now.getTime(),
    flow: { nonce: row.nonce, codeVerifier: row.code_verifier, redirectPath: row.redirect_path, redirectUri: row.redirect_uri, issuer: row.issuer, appKey: row.app_key },
  };
}
