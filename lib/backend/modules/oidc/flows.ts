import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { OIDC_FLOW_TTL_SECONDS } from '@/lib/contract/oidc-sign-in';
import type { Db } from '../../db/client';
import { sysOidcFlow } from '../../db/schema';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface StartedFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectPath: string;
  redirectUri: string;
  issuer: string;
  appKey: string | null;
  /** The value the starting browser keeps in its session cookie; stored only as a hash. */
  binding: string;
  /** A signed-in user linking their own account, rather than a visitor signing in. */
  linkUserKey: string | null;
}

/** Expired flows stay this long, so a late callback is told it came too late rather than that it is unknown. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/** Keeps a started sign-in until its callback; flows long expired go at the same time. */
export async function keepFlow(db: Db, flow: StartedFlow, now = new Date()): Promise<void> {
  await db.delete(sysOidcFlow).where(lt(sysOidcFlow.expire_time, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await db.insert(sysOidcFlow).values({
    state_hash: sha256(flow.state),
    nonce: flow.nonce,
    code_verifier: flow.codeVerifier,
    redirect_path: flow.redirectPath,
    redirect_uri: flow.redirectUri,
    issuer: flow.issuer,
    app_key: flow.appKey,
    binding_hash: sha256(flow.binding),
    link_user_key: flow.linkUserKey,
    expire_time: new Date(now.getTime() + OIDC_FLOW_TTL_SECONDS * 1000),
  });
}

export type SpentFlow =
  | { found: false }
  /** The state is one we issued, to another browser: refused, and left for the browser that started it. */
  | { found: true; otherBrowser: true }
  | { found: true; otherBrowser: false; expired: boolean; flow: Omit<StartedFlow, 'state' | 'binding'> };

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Takes the flow of a state out of the table in one statement, only for the browser that started
 * it: of two callbacks with the same state (a replay, a double click) only the first finds it,
 * and a callback address carried to another browser, or sent by anyone without the binding, finds
 * nothing to spend. An expired one is spent too.
 */
export async function spendFlow(db: Db, state: string, binding: string | undefined, now = new Date()): Promise<SpentFlow> {
  const stateHash = sha256(state);
  const bindingHash = sha256(binding ?? '');
  const [row] = binding ? await db.delete(sysOidcFlow).where(and(eq(sysOidcFlow.state_hash, stateHash), eq(sysOidcFlow.binding_hash, bindingHash))).returning() : [];
  if (!row) {
    const [issued] = await db.select({ binding_hash: sysOidcFlow.binding_hash }).from(sysOidcFlow).where(eq(sysOidcFlow.state_hash, stateHash)).limit(1);
    return issued && !sameHash(issued.binding_hash, bindingHash) ? { found: true, otherBrowser: true } : { found: false };
  }
  return {
    found: true,
    otherBrowser: false,
    expired: row.expire_time.getTime() <= now.getTime(),
    flow: { nonce: row.nonce, codeVerifier: row.code_verifier, redirectPath: row.redirect_path, redirectUri: row.redirect_uri, issuer: row.issuer, appKey: row.app_key, linkUserKey: row.link_user_key },
  };
}
