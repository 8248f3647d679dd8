import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOf, type EntityRecord } from '@/components/entity/fields';
import { entityByName } from '@/lib/entities';
import { renderInApp } from '../render';
import { answer, sentCalls } from '../support/answers';
import { openEntityForm } from '../support/entity-form';

/**
 * The generic form's dates and date-times whatever the browser's zone (docs/time.md): a record
 * opened and saved unchanged sends the day or the instant it came with; a day typed into the picker
 * is sent as typed, a date-time typed is business time (Asia/Shanghai), and the form shows a
 * date-time in business time. The browser's zone is the process's here (TZ); the server's side of
 * the same values is tests/integration/time-zones.test.ts, the wizard and the reports through a
 * browser tests/e2e/time-zones.spec.ts.
 */
const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles'] as const;

interface Case {
  entity: string;
  key: string;
  field: string;
  record: EntityRecord;
  /** What the picker shows for the stored value. */
  shown: string;
  typed: string;
  /** What the form sends for the typed text. */
  sent: string;
}

const CASES: Case[] = [
  {
    entity: 'reservation',
    key: 'res-zone',
    field: 'visit_time',
    record: { reservation_key: 'res-zone', subject: '到访', customer_key: 'cus-demo-06', visit_time: '2026-03-01T01:00:00.000Z', status: 'booked', version: 1 },
    shown: '2026-03-01 09:00:00',
    typed: '2026-07-15 09:30:00',
    sent: '2026-07-15T01:30:00.000Z',
  },
  {
    entity: 'activity',
    key: 'act-zone',
    field: 'start_date',
    record: { activity_key: 'act-zone', activity_name: '沙龙', activity_type: 'salon', start_date: '2026-03-08', end_date: '2026-11-01', status: 'planned', version: 1 },
    shown: '2026-03-08',
    typed: '2026-03-01',
    sent: '2026-03-01',
  },
  {
    entity: 'paymentPlan',
    key: 'pp-demo-02',
    field: 'planned_date',
    record: { payment_plan_key: 'pp-demo-02', project_key: 'prj-demo-02', purpose: '压力测试外包服务费', payee: '深圳云测信息技术有限公司', amount: 48000, paid_amount: 0, planned_date: '2026-03-01', version: 3 },
    shown: '2026-03-01',
    typed: '2026-11-01',
    sent: '2026-11-01',
  },
  {
    entity: 'projectTask',
    key: 'tsk-zone',
    field: 'due_date',
    record: { task_key: 'tsk-zone', project_key: 'prj-demo-02', title: '核对时区', status: 'todo', priority: 'medium', assignee: 'usr-admin', due_date: '2026-03-08', version: 1 },
    shown: '2026-03-08',
    typed: '2026-12-31',
    sent: '2026-12-31',
  },
];

/** Opens the record in the generic form, types `typed` into the field if given, saves, and answers what was sent. */
async function saved({ entity, key, field, shown }: Case, typed?: string): Promise<Record<string, unknown>> {
  const definition = entityByName(entity)!;
  const { form, user } = await openEntityForm(entity, { recordKey: key });
  // The record loads, then its inputs draw.
  const input = await waitFor(() => {
    const drawn = form.querySelector<HTMLInputElement>(`#entity-form-${entity}_${field}`);
    expect(drawn?.value).toBe(shown);
    return drawn!;
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
  return sentCalls(path)[0]!.body as Record<string, unknown>;
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

    it('a record’s page shows a date-time in business time', () => {
      const reservation = CASES[0]!;
      const field = entityByName(reservation.entity)!.fields[reservation.field]!;
      const { container } = renderInApp(<>{kindOf(field).detail(reservation.record[reservation.field], reservation.record, field)}</>);
      expect(container.textContent).toBe(reservation.shown);
    });

    for (const one of CASES) {
      const { entity, key, field, record, typed, sent } = one;
      const definition = entityByName(entity)!;
      const answerRecord = () => {
        answer(`${definition.apiBase}/detail/${key}`, record);
        answer(`${definition.apiBase}/addOrUpdate`, ({ body }) => body);
      };

      it(`${entity}.${field}: shown as stored and, saved unchanged, sent as it came`, async () => {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
        answerRecord();
        expect((await saved(one))[field]).toBe(record[field]);
      });

      it(`${entity}.${field}: typed into the picker, sent as meant; the other fields as they came`, async () => {
        answerRecord();
        const body = await saved(one, typed);
        expect(body[field]).toBe(sent);
        for (const [name, value] of Object.entries(record)) if (name !== field && name in body) expect(body[name], name).toEqual(value);
      });
    }
  });
}
