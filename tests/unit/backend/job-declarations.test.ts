import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineJob } from '@/lib/backend/jobs/define-job';
import { jobCatalogue } from '@/lib/backend/jobs/catalogue';
import { decodeCells, encodeCells } from '@/lib/backend/modules/excel/import-store';

const base = { input: z.object({}), timeoutSeconds: 60, retries: 0, handler: async () => undefined };

describe('job declarations', () => {
  it('refuses names the queue cannot take and schedules without input', () => {
    expect(() => defineJob({ ...base, name: 'Return Idle' })).toThrow(/lower-case/);
    expect(() => defineJob({ ...base, name: 'crm-return-idle', schedule: '0 2 * * *' })).toThrow(/scheduledInput/);
    expect(defineJob({ ...base, name: 'crm-return-idle', schedule: '0 2 * * *', scheduledInput: {} }).name).toBe('crm-return-idle');
  });

  it('lists every job once, each with a run well inside its timeout', () => {
    const names = jobCatalogue.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['excel-import', 'housekeeping', 'workflow-overdue-reminders']));
    // The housekeeping job calls a run-log line still 'running' after an hour lost.
    for (const job of jobCatalogue) expect(job.timeoutSeconds).toBeGreaterThanOrEqual(15);
    for (const job of jobCatalogue) expect(job.timeoutSeconds).toBeLessThan(3600);
  });
});

describe('import rows kept as JSON', () => {
  it('keeps dates, numbers, booleans, texts and empty cells as they were read', () => {
    const cells = [new Date('2026-03-01T08:30:00Z'), 12.5, true, '文本', null];
    const stored = JSON.parse(JSON.stringify(encodeCells(cells)));
    expect(decodeCells(stored)).toEqual(cells);
    expect(decodeCells(stored)[0]).toBeInstanceOf(Date);
  });
});
