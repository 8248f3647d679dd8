import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPolicyTable } from '@/lib/backend/modules/workflow/operations/policy-table';
import { decide } from '@/lib/backend/modules/workflow/operations/policy';

/** docs/workflow.md prints the permission table the server decides by (issue 45): the two never differ. */

const START = '<!-- policy-table:start (generated from lib/backend/modules/workflow/operations/policy.ts; do not edit by hand) -->';
const END = '<!-- policy-table:end -->';

describe('the permission table', () => {
  it('is printed in docs/workflow.md exactly as policy.ts renders it', () => {
    const docs = readFileSync(join(process.cwd(), 'docs/workflow.md'), 'utf8');
    const from = docs.indexOf(START);
    const to = docs.indexOf(END);
    expect(from, 'the start marker').toBeGreaterThan(-1);
    expect(to, 'the end marker').toBeGreaterThan(from);
    expect(docs.slice(from + START.length, to).trim()).toBe(renderPolicyTable().trim());
  });

  it('refuses with 403 the relation that may never, with 409 the one that may but not now', () => {
    expect(decide('approve', ['holder'], 'running')).toBe('allow');
    expect(decide('approve', ['holder'], 'approved')).toBe(409);
    expect(decide('approve', ['former'], 'running')).toBe(403);
    expect(decide('approve', ['initiator', 'holder'], 'returned')).toBe('allow');
    expect(decide('read', ['partner', 'colleague'], 'running')).toBe(403);
    expect(decide('resolve', ['delegateBack'], 'running')).toBe(409);
  });
});
