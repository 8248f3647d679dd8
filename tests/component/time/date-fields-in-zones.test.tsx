import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityRecord } from '@/components/entity/fields';
import { entityByName } from '@/lib/entities';
import { answer, sentCalls } from '../support/answers';
import { openEntityForm } from '../support/entity-form';

/**
 * A date field keeps its day whatever the browser's zone (docs/time.md): a record opened in the
 * generic form and saved unchanged sends the day it came with, and a day typed into the picker is
 * sent as typed. The browser's zone is the process's here (TZ); the server's side of the same days
 * is tests/integration/time-zones.test.ts, the whole way through a browser tests/e2e/time-zones.spec.ts.
 */
const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles'] as const;

const RECORDS: { entity: string; key: string; field: string; record: EntityRecord; typed: string }[] = [
  {
    entity: 'paymentPlan',
    key: 'pp-demo-02',
    field: 'planned_date',
    record: { payment_plan_key: 'pp-demo-02', project_key: 'prj-demo-02', purpose: '压力测试外包服务费', payee: '深圳云测信息技术有限公司', amount: 48000, paid_amount: 0, planned_date: '2026-03-01', version: 3 },
    typed: '2026-11-01',
  },
  {
    entity: 'projectTask',
    key: 'tsk-zone',
    field: 'due_date',
    record: { task_key: 'tsk-zone', project_key: 'prj-demo-02', title: '核对时区', status: 'todo', priority: 'medium', assignee: 'usr-admin', due_date: '2026-03-08', version: 1 },
    typed: '2026-12-31',
  },
];

async function saved(entity: string, key: string, field: string, typed?: string): Promise<unknown> {
  const definition = entityByName(entity)!;
  const { form, user } = await openEntityForm(entity, { recordKey: key });
  const record = RECORDS.find((r) => r.key === key)!.record;
  // The record loads, then its inputs draw.
  const input = await waitFor(() => {
    const shown = form.querySelector<HTMLInputElement>(`#entity-form-${entity}_${field}`);
    expect(shown?.value).toBe(record[field]);
    return shown!;
  });
  if (typed) {
    await user.click(input);
    await user.clear(input);
    await user.type(input, typed);
    // Enter takes the text. (In a browser it saves the form too, by the save button the form
    // attribute ties to the form; the DOM here does not submit that way, so the button is pressed.)
    await user.keyboard('{Enter}');
  }
  await user.click(screen.getByTestId('entity-form-submit'));
  const path = `${definition.apiBase}/addOrUpdate`;
  await waitFor(() => expect(sentCalls(path)).toHaveLength(1));
  return (sentCalls(path)[0]!.body as Record<string, unknown>)[field];
}

for (const zone of ZONES) {
  describe(`a browser in ${zone}`, () => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = before;
    });

    for (const { entity, key, field, record, typed } of RECORDS) {
      const definition = entityByName(entity)!;
      const answerRecord = () => {
        answer(`${definition.apiBase}/detail/${key}`, record);
        answer(`${definition.apiBase}/addOrUpdate`, ({ body }) => body);
      };

      it(`${entity}.${field}: saved unchanged, it sends the day it came with`, async () => {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
        answerRecord();
        expect(await saved(entity, key, field)).toBe(record[field]);
      });

      it(`${entity}.${field}: a day typed into the picker is sent as typed`, async () => {
        answerRecord();
        expect(await saved(entity, key, field, typed)).toBe(typed);
      });
    }
  });
}
