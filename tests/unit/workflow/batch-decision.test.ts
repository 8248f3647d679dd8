import { describe, expect, it } from 'vitest';
import { batchExclusion, batchSelectable, splitBatch } from '@/lib/workflow/batch-decision';

describe('which tasks a batch decision may take', () => {
  it('leaves out an approval that needs a signature or a form, and any decision a delegate or the applicant must make', () => {
    expect(batchExclusion([], 'approve', undefined)).toBeNull();
    expect(batchExclusion(['signature'], 'approve', '同意')).toBe('signature');
    expect(batchExclusion(['form'], 'approve', '同意')).toBe('form');
    expect(batchExclusion(['delegated', 'signature'], 'approve', undefined)).toBe('delegated');
    expect(batchExclusion(['resubmit'], 'reject', '不同意')).toBe('resubmit');
  });

  it('lets a rejection through a signing step, and asks a reason only where the model does', () => {
    expect(batchExclusion(['signature', 'form'], 'reject', undefined)).toBeNull();
    expect(batchExclusion(['rejectComment'], 'reject', '  ')).toBe('rejectComment');
    expect(batchExclusion(['rejectComment'], 'reject', '预算不足')).toBeNull();
    expect(batchExclusion(['rejectComment'], 'approve', undefined)).toBeNull();
  });

  it('splits the selected rows into those sent and those left out with the reason', () => {
    const rows = [
      { task_key: 'a', batch_needs: [] },
      { task_key: 'b', batch_needs: ['signature' as const] },
      { task_key: 'c' },
    ];
    const { sent, left } = splitBatch(rows, 'approve', '同意');
    expect(sent.map((r) => r.task_key)).toEqual(['a', 'c']);
    expect(left).toEqual([{ row: rows[1], reason: 'signature' }]);
  });

  it('offers for selection only a task some batch can decide (a phone card and a table row alike)', () => {
    expect(batchSelectable([])).toBe(true);
    expect(batchSelectable(undefined)).toBe(true);
    // Rejected in a batch, a signing step or one with a form needs nothing more than a reason.
    expect(batchSelectable(['signature', 'form'])).toBe(true);
    expect(batchSelectable(['rejectComment'])).toBe(true);
    expect(batchSelectable(['delegated'])).toBe(false);
    expect(batchSelectable(['resubmit'])).toBe(false);
  });
});
