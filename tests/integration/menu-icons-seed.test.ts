import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { seedDemo } from '@/lib/backend/seed/demo';
import { createTestBackend } from '../support/backend';

/**
 * A database seeded before the pages had icons gets them on its next start; an icon an
 * administrator chose meanwhile stays.
 */

let backend: Backend;

beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend?.database.close();
});

const iconsOf = async (keys: string[]) =>
  Object.fromEntries((await backend.database.db.select({ key: sysPermission.permission_key, icon: sysPermission.icon }).from(sysPermission).where(inArray(sysPermission.permission_key, keys))).map((r) => [r.key, r.icon]));

describe('menu icons on a used database', () => {
  it('are filled where none is set and kept where an administrator chose one', async () => {
    const db = backend.database.db;
    expect(await iconsOf(['perm-crm-customer', 'perm-crm-clue'])).toEqual({ 'perm-crm-customer': 'IdcardOutlined', 'perm-crm-clue': 'AimOutlined' });
    // As a database seeded by an earlier version, and an administrator's own choice.
    await db.update(sysPermission).set({ icon: null }).where(eq(sysPermission.permission_key, 'perm-crm-customer'));
    await db.update(sysPermission).set({ icon: 'StarOutlined' }).where(eq(sysPermission.permission_key, 'perm-crm-clue'));
    await seedDemo(db, { appKey: 'fincrm' });
    expect(await iconsOf(['perm-crm-customer', 'perm-crm-clue'])).toEqual({ 'perm-crm-customer': 'IdcardOutlined', 'perm-crm-clue': 'StarOutlined' });
  });
});
