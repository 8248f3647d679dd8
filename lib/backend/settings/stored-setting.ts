import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SecretState } from '@/lib/contract/secret-settings';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { sysSetting, type FieldChange } from '../db/schema';
import { recordAudit } from '../entity/audit';
import { secretBox, type SecretBox } from '../secrets/secret-box';

/**
 * One group of settings an administrator changes at run time, kept as one row of sys_setting and
 * validated by its schema. Its secret fields are sealed at rest (secret-box.ts), left out of every
 * answer, kept when a form leaves them blank, and shown in the audit log only as changed.
 */
export interface StoredSettingDef<T extends Record<string, unknown>> {
  key: string;
  schema: z.ZodType<T>;
  defaults: T;
  /** String fields holding secrets. */
  secrets?: readonly (keyof T & string)[];
}

type Answer<T> = T & SecretState;

export interface StoredSetting<T extends Record<string, unknown>> {
  readonly key: string;
  /** The stored value with its secrets opened (a secret that does not open reads as blank), or the defaults. */
  read(db: Db): Promise<T>;
  /** The value as a form shows it: secrets blank, with which are stored. */
  answer(db: Db): Promise<Answer<T>>;
  /** A form's value with its blank secrets filled from what is stored: what a 测试连接 tries. */
  withStoredSecrets(db: Db, input: T): Promise<T>;
  /** Stores a form's value (blank secrets keep theirs), audited; answers it as answer() would. */
  write(db: Db, input: T, auth: Pick<AuthContext, 'userKey' | 'realname'>): Promise<Answer<T>>;
}

const SEALED = /^v\d+:/;

export function storedSetting<T extends Record<string, unknown>>(def: StoredSettingDef<T>, box: () => SecretBox = secretBox): StoredSetting<T> {
  const secrets = def.secrets ?? [];

  async function rawRow(db: Db): Promise<Record<string, unknown> | null> {
    const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, def.key)).limit(1);
    return row && typeof row.value === 'object' && row.value !== null ? (row.value as Record<string, unknown>) : null;
  }

  function opened(raw: Record<string, unknown> | null): { value: T; state: SecretState } {
    const state: SecretState = { secrets_set: [], secrets_unreadable: [] };
    if (!raw) return { value: def.defaults, state };
    const plain: Record<string, unknown> = { ...raw };
    for (const name of secrets) {
      const sealed = raw[name];
      if (typeof sealed !== 'string' || sealed === '') continue;
      const open = SEALED.test(sealed) ? box().open(sealed) : null;
      if (open === null) state.secrets_unreadable.push(name);
      else state.secrets_set.push(name);
      plain[name] = open ?? '';
    }
    // A stored value that no longer parses (the schema grew a rule) counts as unset, not as a failure.
    const parsed = def.schema.safeParse({ ...def.defaults, ...plain });
    return { value: parsed.success ? parsed.data : def.defaults, state: parsed.success ? state : { secrets_set: [], secrets_unreadable: [] } };
  }

  function blanked(value: T, state: SecretState): Answer<T> {
    const out: Record<string, unknown> = { ...value, ...state };
    for (const name of secrets) out[name] = '';
    return out as Answer<T>;
  }

  function filled(input: T, stored: T): T {
    const out: Record<string, unknown> = { ...input };
    for (const name of secrets) if (!out[name]) out[name] = stored[name];
    return out as T;
  }

  function auditChanges(before: T, after: T): FieldChange[] {
    return Object.keys({ ...before, ...after })
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => (secrets.includes(field) ? { field, old: '***', new: '***' } : { field, old: before[field] ?? null, new: after[field] ?? null }));
  }

  return {
    key: def.key,
    async read(db) {
      return opened(await rawRow(db)).value;
    },
    async answer(db) {
      const { value, state } = opened(await rawRow(db));
      return blanked(value, state);
    },
    async withStoredSecrets(db, input) {
      return filled(input, opened(await rawRow(db)).value);
    },
    async write(db, input, auth) {
      const before = opened(await rawRow(db)).value;
      const next = filled(input, before);
      const sealed: Record<string, unknown> = { ...next };
      for (const name of secrets) {
        const plain = next[name];
        sealed[name] = typeof plain === 'string' && plain !== '' ? box().seal(plain) : '';
      }
      const now = new Date();
      await db
        .insert(sysSetting)
        .values({ setting_key: def.key, value: sealed, update_by: auth.userKey, update_time: now })
        .onConflictDoUpdate({ target: sysSetting.setting_key, set: { value: sealed, update_by: auth.userKey, update_time: now } });
      const changes = auditChanges(before, next);
      if (changes.length > 0) await recordAudit(db, { entity: 'setting', recordKey: def.key, action: 'update', changes, auth });
      const state: SecretState = { secrets_set: secrets.filter((name) => Boolean(next[name])), secrets_unreadable: [] };
      return blanked(next, state);
    },
  };
}
