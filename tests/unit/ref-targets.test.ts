import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/entities';
import { REF_TARGETS } from '@/lib/entities/ref-targets';
import { refTargetsOf, refTargetsSource } from '@/lib/entity/ref-target-directory';

const FILE = path.resolve(__dirname, '../../lib/entities/ref-targets.ts');

describe('reference targets directory', () => {
  it('is written from the declarations', () => {
    const source = refTargetsSource(ENTITIES);
    if (process.env.UPDATE_REF_TARGETS === '1') writeFileSync(FILE, source);
    expect(readFileSync(FILE, 'utf8')).toBe(source);
    expect(REF_TARGETS).toEqual(refTargetsOf(ENTITIES));
  });

  it('names every kind a reference names, and nothing else', () => {
    const named = new Set(ENTITIES.flatMap((e) => Object.values(e.fields).flatMap((f) => (f.type === 'ref' ? [f.entity] : []))));
    expect(Object.keys(REF_TARGETS).sort()).toEqual([...named].sort());
    expect(REF_TARGETS.customer).toMatchObject({ name: 'customer', key: 'customer_key', recordPage: true });
  });

  it('is not the declarations: it imports none of them', () => {
    // Its point is to keep list pages from loading every declaration.
    expect(readFileSync(FILE, 'utf8')).not.toMatch(/from '\.\/|from '@\/lib\/entities/);
  });
});
