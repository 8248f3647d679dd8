import type { Database } from '../db/client';
import type { AuthContext } from './context';

/** The channel every change to what a token establishes notifies, in its own transaction (migration 0040). */
export const SESSION_CHANNEL = 'sys_session_changed';

/** Callers kept at most; the oldest kept is dropped first. A company's staff fit many times over. */
const CAPACITY = 10_000;

export interface KeptSession {
  auth: AuthContext;
  /** The token's expiry (ms since the epoch): past it the token no longer signs anyone in. */
  expiresAt: number;
}

/**
 * The callers established from their tokens, kept between calls by a process that is its
 * database's only user (PGlite: db/folder-lock.ts), so that a signed-in call needs no statement
 * to know who is calling. Every statement that could change what a token establishes (its
 * revocation, the user's status or names, roles, departments, any table behind the access version)
 * notifies SESSION_CHANNEL, and on that notice everything kept is dropped: the next call reads
 * anew. The notice arrives with the commit's answer, before any later call runs.
 *
 * Not for PostgreSQL: there other processes commit too, and their notices arrive after the commit,
 * so a call could still be served from what was kept. Every call reads its caller there.
 */
export class SessionCache {
  /** Moves with every notice: a load begun before it may have read what the notice withdrew. */
  private generation = 0;
  private listening = false;
  private readonly kept = new Map<string, KeptSession>();
  /** Values read from tables that notify as the callers' do (a user's profile, the app's row), dropped with the callers. */
  private readonly keptValues = new Map<string, unknown>();

  /** Until the process listens, a notice could be missed, so nothing is kept. */
  startListening(): void {
    this.listening = true;
    this.drop();
  }

  /** A change was committed: whoever was kept is read anew. */
  drop(): void {
    this.generation += 1;
    this.kept.clear();
    this.keptValues.clear();
  }

  /** The caller kept for this token hash, while the token is unexpired. */
  find(tokenHash: string, now = Date.now()): AuthContext | undefined {
    const found = this.kept.get(tokenHash);
    if (!found) return undefined;
    if (found.expiresAt <= now) {
      this.kept.delete(tokenHash);
      return undefined;
    }
    return found.auth;
  }

  /**
   * Loads the caller and keeps it, unless a notice came while it was being read (the row read may
   * predate the change). A token that establishes no one is not kept: it is cheap to refuse again,
   * and keeping it would let anyone fill the cache.
   */
  async load(tokenHash: string, read: () => Promise<KeptSession | null>): Promise<AuthContext | null> {
    const generation = this.generation;
    const session = await read();
    if (!session) return null;
    if (this.listening && generation === this.generation) {
      if (this.kept.size >= CAPACITY) this.kept.delete(this.kept.keys().next().value!);
      // Every call of the token shares the one object from now on: none may change it for the others.
      Object.freeze(session.auth.roleCodes);
      Object.freeze(session.auth.departKeys);
      Object.freeze(session.auth);
      this.kept.set(tokenHash, session);
    }
    return session.auth;
  }

  /**
   * A value read only from tables whose every change notifies SESSION_CHANNEL (a user's profile:
   * the user, roles and departments; the app's own row), kept until the next notice on the rules
   * callers are kept by. Null (nothing found) is not kept. What is kept is frozen: every call
   * shares it.
   */
  async keep<T>(key: string, read: () => Promise<T | null>): Promise<T | null> {
    if (this.keptValues.has(key)) return this.keptValues.get(key) as T;
    const generation = this.generation;
    const value = await read();
    if (value !== null && this.listening && generation === this.generation) {
      if (this.keptValues.size >= CAPACITY) this.keptValues.delete(this.keptValues.keys().next().value!);
      this.keptValues.set(key, frozen(value));
    }
    return value;
  }

  /** Whether callers are kept yet (tests). */
  get isListening(): boolean {
    return this.listening;
  }

  /** How many callers are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}

/** Freezes a value read from the database and what it holds (plain objects and arrays). */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * The value kept under `key` beside the callers (SessionCache.keep), or read anew where this
 * process keeps nothing (PostgreSQL).
 */
export function keptOrRead<T>(sessions: SessionCache | null | undefined, key: string, read: () => Promise<T | null>): Promise<T | null> {
  return sessions ? sessions.keep(key, read) : read();
}

/** A cache of callers for a database this process alone uses (PGlite); none for PostgreSQL. */
export function sessionCacheFor(database: Database): SessionCache | null {
  if (database.kind !== 'pglite' || !database.listen) return null;
  const sessions = new SessionCache();
  database.listen(SESSION_CHANNEL, () => sessions.drop()).then(
    () => sessions.startListening(),
    (error: unknown) => console.warn(`[auth] callers are read on every call: ${error instanceof Error ? error.message : String(error)}`),
  );
  return sessions;
}
