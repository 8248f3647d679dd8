import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { kindOf } from '@/components/entity/fields';
import { toSavePayload, toWizardValues } from '@/components/project-workspace/wizard/wizard-values';
import { parseDateTime } from '@/lib/entity/datetime';
import { fieldRule } from '@/lib/entity/zod-schema';
import type { FieldDef } from '@/lib/entity/types';
import { BROWSER_ZONES, inBrowserZone } from './browser-zones';

const dateField: FieldDef = { type: 'date', label: 'x' };
const datetimeField: FieldDef = { type: 'datetime', label: 'x' };
// Milliseconds too: stored times made by the server carry them.
const stored = '2026-03-01T01:00:00.391Z';

/** What the server stores for what a form sends. */
const storedFor = (sent: unknown) => (fieldRule(datetimeField).parse(sent) as Date | null)?.toISOString() ?? null;

for (const zone of BROWSER_ZONES) {
  describe(`a form in a browser in ${zone}`, () => {
    beforeEach(() => inBrowserZone(zone));

    it('saves a date-time it did not change as the same instant', () => {
      const kind = kindOf(datetimeField);
      const sent = kind.fromForm(kind.toForm(stored, datetimeField), datetimeField);
      expect(storedFor(sent)).toBe(stored);
    });

    it('shows a date-time in business time and stores a typed one as meant', () => {
      const kind = kindOf(datetimeField);
      const shown = kind.toForm(stored, datetimeField) as dayjs.Dayjs;
      expect(shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 09:00:00');
      // A picker builds what the user types in the browser's zone: 09:00 on 2026-07-15.
      const typed = dayjs('2026-07-15 09:00:00');
      expect(storedFor(kind.fromForm(typed, datetimeField))).toBe('2026-07-15T01:00:00.000Z');
    });

    it('keeps a date-only value the same day', () => {
      const kind = kindOf(dateField);
      for (const day of ['2026-03-01', '2026-03-08', '2026-11-01', '2026-12-31']) expect(kind.fromForm(kind.toForm(day, dateField), dateField)).toBe(day);
    });

    it('saves a project from the wizard unchanged, start and end', () => {
      const project = { project_name: 'A', project_start_time: stored, project_end_time: '2026-09-30T10:00:00.000Z' };
      const payload = toSavePayload(toWizardValues(project), { projectKey: 'p1', version: 1 }, 'usr-sales');
      expect(parseDateTime(String(payload.project_start_time))?.toISOString()).toBe(stored);
      expect(parseDateTime(String(payload.project_end_time))?.toISOString()).toBe('2026-09-30T10:00:00.000Z');
    });
  });
}
