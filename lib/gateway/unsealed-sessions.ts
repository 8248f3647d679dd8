import { unsealData } from 'iron-session';
import type { SessionData } from './session';

/** Enough for every browser of a busy day on one process; the oldest entries go first. */
const MAX_ENTRIES = 5_000;

interface Entry {
  data: SessionData;
  /** When the seal itself expires (ms since the epoch): a cached answer never outlives it. */
  expiresAt: number;
}

const entries = new Map<string, Entry>();

/**
 * When an iron seal expires: its sixth `*`-separated part (Iron protocol Fe26.2), before the
 * iron-session version suffix. Null when absent or unreadable: such a seal is never cached.
 */
export function sealExpiry(sealed: string): number | null {
  const parts = sealed.split('~')[0]!.split('*');
  if (parts.length !== 8) return null;
  const expiry = Number(parts[5]);
  return parts[5] !== '' && Number.isFinite(expiry) ? expiry : null;
}

/**
 * The session a cookie holds. Unsealing costs about half a millisecond of CPU, and every call of a
 * signed-in browser carries the same cookie, so a seal read once is remembered until it expires.
 * Only good seals are kept; a tampered or expired one is unsealed (and refused) every time.
 */
export async function unsealSession(sealed: string, password: string, ttlSeconds: number): Promise<SessionData> {
  const now = Date.now();
  const known = entries.get(sealed);
  if (known) {
    entries.delete(sealed);
    if (known.expiresAt > now) {
      entries.set(sealed, known);
      return { ...known.data };
    }
  }
  const data = await unsealData<SessionData>(sealed, { password, ttl: ttlSeconds });
  const expiresAt = sealExpiry(sealed);
  if (Object.keys(data).length > 0 && expiresAt !== null && expiresAt > now) {
    entries.set(sealed, { data: { ...data }, expiresAt });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  return data;
}
