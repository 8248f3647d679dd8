import { describe, expect, it } from 'vitest';
import { contractEntity } from '@/lib/entities/contract';
import { quoteEntity } from '@/lib/entities/quote';
import { settlementEntity } from '@/lib/entities/settlement';
import { approvedWithoutProcess } from '@/lib/entity/features/approval/approval';

describe('a record approved without any process', () => {
  it('is one standing in the approved status or past it, never one that may still be submitted', () => {
    expect(approvedWithoutProcess(quoteEntity, { status: 'APPROVED' })).toBe(true);
    expect(approvedWithoutProcess(contractEntity, { status: 'ARCHIVED' })).toBe(true);
    expect(approvedWithoutProcess(settlementEntity, { status: 'CONFIRMED' })).toBe(true);
    for (const status of ['DRAFT', 'PROGRESS', 'RETURNED', '']) expect(approvedWithoutProcess(quoteEntity, { status })).toBe(false);
    expect(approvedWithoutProcess(quoteEntity, null)).toBe(false);
  });
});
