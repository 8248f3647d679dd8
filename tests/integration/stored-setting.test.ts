import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sysAuditLog, sysSetting } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { SecretBox } from '@/lib/backend/secrets/secret-box';
import { storedSetting } from '@/lib/backend/settings/stored-setting';
import { createTestBackend } from '../support/backend';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());

const schema = z.object({ host: z.string(), password: z.string() });
const admin = { userKey: 'usr-admin', realname: '管理员' };
let box = new SecretBox('first-key-of-at-least-thirty-two-characters');
const setting = storedSetting({ key: 'storedSettingTest', schema, defaults: { host: '', password: '' }, secrets: ['password'] }, () => box);

describe('storedSetting', () => {
  it('seals a secret at rest, never answers it, keeps it when the form leaves it blank and audits it only as changed', async () => {
    const db = backend.database.db;
    const first = await setting.write(db, { host: 'mail.example.com', password: 's3cret-口令' }, admin);
    expect(first).toMatchObject({ host: 'mail.example.com', password: '', secrets_set: ['password'] });

    const [row] = await db.select().from(sysSetting).where(eq(sysSetting.setting_key, 'storedSettingTest'));
    expect(JSON.stringify(row!.value)).not.toContain('s3cret');
    expect(await setting.read(db)).toEqual({ host: 'mail.example.com', password: 's3cret-口令' });

    await setting.write(db, { host: 'smtp.example.com', password: '' }, admin);
    expect(await setting.read(db)).toEqual({ host: 'smtp.example.com', password: 's3cret-口令' });
    expect(await setting.withStoredSecrets(db, { host: 'other', password: '' })).toEqual({ host: 'other', password: 's3cret-口令' });
    expect(await setting.withStoredSecrets(db, { host: 'other', password: 'typed' })).toEqual({ host: 'other', password: 'typed' });

    const audits = await db.select().from(sysAuditLog).where(eq(sysAuditLog.record_key, 'storedSettingTest'));
    expect(JSON.stringify(audits)).not.toContain('s3cret');
    expect(audits.flatMap((a) => a.changes).some((c) => c.field === 'password' && c.new === '***')).toBe(true);
  });

  it('names a secret that no longer opens with the key instead of failing', async () => {
    box = new SecretBox('second-key-of-at-least-thirty-two-characters');
    const answer = await setting.answer(backend.database.db);
    expect(answer).toMatchObject({ host: 'smtp.example.com', password: '', secrets_set: [], secrets_unreadable: ['password'] });
    expect((await setting.read(backend.database.db)).password).toBe('');
  });
});
