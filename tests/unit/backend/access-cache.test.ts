import { describe, expect, it } from 'vitest';
import { cachedAtAccessVersion } from '@/lib/backend/auth/access-cache';
import type { Db } from '@/lib/backend/db/client';

/** Database handles stand in as plain objects: the cache only tells them apart. */
const handles = () => ({ root: {} as Db, transaction: {} as Db });

function counter() {
  let loads = 0;
  return async () => ++loads;
}

describe('the access cache', () => {
  it('keeps a value per version, loading it anew when the caller was read at a newer one', async () => {
    const { root } = handles();
    const load = counter();
    expect(await cachedAtAccessVersion(root, { accessVersion: 1, accessCacheDb: root }, 'k', load)).toBe(1);
    expect(await cachedAtAccessVersion(root, { accessVersion: 1, accessCacheDb: root }, 'k', load)).toBe(1);
    expect(await cachedAtAccessVersion(root, { accessVersion: 2, accessCacheDb: root }, 'k', load)).toBe(2);
    // A caller read before the change still loads for itself, and leaves the newer value kept.
    expect(await cachedAtAccessVersion(root, { accessVersion: 1, accessCacheDb: root }, 'k', load)).toBe(3);
    expect(await cachedAtAccessVersion(root, { accessVersion: 2, accessCacheDb: root }, 'k', load)).toBe(2);
  });

  it('serves a transaction what its call’s handle kept, and keeps nothing the transaction loads', async () => {
    const { root, transaction } = handles();
    const auth = { accessVersion: 7, accessCacheDb: root };
    const load = counter();
    expect(await cachedAtAccessVersion(transaction, auth, 'k', load)).toBe(1);
    expect(await cachedAtAccessVersion(transaction, auth, 'k', load)).toBe(2);
    expect(await cachedAtAccessVersion(root, auth, 'k', load)).toBe(3);
    expect(await cachedAtAccessVersion(transaction, auth, 'k', load)).toBe(3);
  });

  it('does not serve a transaction a value still being read outside it', async () => {
    const { root, transaction } = handles();
    const auth = { accessVersion: 3, accessCacheDb: root };
    // Outside, the read waits (as a statement waits for an open transaction); the transaction must not wait on it.
    let finishOutside: (value: string) => void = () => {};
    const outside = cachedAtAccessVersion(root, auth, 'k', () => new Promise<string>((resolve) => { finishOutside = resolve; }));
    expect(await cachedAtAccessVersion(transaction, auth, 'k', async () => 'read in the transaction')).toBe('read in the transaction');
    finishOutside('read outside');
    expect(await outside).toBe('read outside');
    // Once read, the kept value serves the transaction too.
    expect(await cachedAtAccessVersion(transaction, auth, 'k', async () => 'not kept')).toBe('read outside');
  });

  it('loads every time for a caller without a version', async () => {
    const { root } = handles();
    const load = counter();
    expect(await cachedAtAccessVersion(root, {}, 'k', load)).toBe(1);
    expect(await cachedAtAccessVersion(root, {}, 'k', load)).toBe(2);
  });
});
