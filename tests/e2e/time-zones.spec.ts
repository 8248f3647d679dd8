import { expect, test, type Page } from './support/test';
import { dailyReportPath, type ReportInput } from '@/lib/contract/crm-reports';
import { addDays } from '@/lib/entity/date-presets';
import { parseDateTime } from '@/lib/entity/datetime';
import { businessDay, dayStart } from '@/lib/entity/time-zone';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

/**
 * The time model seen from browsers in three zones (docs/time.md): a record opened and saved
 * unchanged keeps its dates and times, a typed time is stored as business time (Asia/Shanghai
 * here), a date stays its day, and a report's 今天 is the business's day.
 */

const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles'] as const;
const SHOTS = '.tmp/time-zone-shots';
type Row = Record<string, unknown>;

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function created(page: Page, path: string, body: Row, key: string): Promise<string> {
  const answer = await callInPage<Row>(page, path, body);
  expect(answer.code, answer.msg).toBe(0);
  return String(answer.data[key]);
}

async function stored(page: Page, path: string): Promise<Row> {
  const answer = await callInPage<Row>(page, path);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/**
 * Opens a record's page and its generic form, and saves it: unchanged with the save button, or
 * with one date typed into its picker, where Enter both takes the text and saves the form.
 */
async function editOnRecordPage(page: Page, path: string, entity: string, typed?: { field: string; text: string; shot?: string }): Promise<void> {
  await page.goto(path);
  await page.getByTestId('record-edit').click();
  const form = page.getByTestId('entity-form');
  await expect(form).toBeVisible();
  if (typed) {
    const input = form.locator(`#entity-form-${entity}_${typed.field}`);
    await input.click();
    await input.fill(typed.text);
    // The picker open on the typed value, for a look at it.
    if (typed.shot) await page.screenshot({ path: `${SHOTS}/${typed.shot}.png` });
    await input.press('Enter');
  } else {
    await page.getByTestId('entity-form-submit').click();
  }
  await expect(form).toBeHidden();
}

for (const zone of ZONES) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone, viewport: { width: 1440, height: 900 } });
    const name = zone.replace(/\W+/g, '-');

    // The generic form's dates and date-times in each zone are tests/component/time/date-fields-in-zones.test.tsx;
    // the way through the record page, the gateway and the store once, in the zone furthest from the business's.
    if (zone === 'America/Los_Angeles') test('a date-time and two dates in the generic form: unchanged when saved unchanged, typed values as meant', async ({ page }) => {
      await signedIn(page, 'admin');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);

      const reservation = await created(page, '/api/crm/reservations/addOrUpdate', { subject: `到访${stamp()}`, customer_key: 'cus-demo-06', visit_time: '2026-03-01T01:00:00Z' }, 'reservation_key');
      await editOnRecordPage(page, `/crm/reservation/${reservation}`, 'reservation');
      expect((await stored(page, `/api/crm/reservations/detail/${reservation}`)).visit_time).toBe('2026-03-01T01:00:00.000Z');
      await expect(page.getByTestId('record-page')).toContainText('2026-03-01 09:00:00');
      await editOnRecordPage(page, `/crm/reservation/${reservation}`, 'reservation', { field: 'visit_time', text: '2026-07-15 09:30:00', shot: `${name}-datetime-picker` });
      expect((await stored(page, `/api/crm/reservations/detail/${reservation}`)).visit_time).toBe('2026-07-15T01:30:00.000Z');

      const activity = await created(page, '/api/crm/activity/addOrUpdate', { activity_name: `沙龙${stamp()}`, activity_type: 'salon', start_date: '2026-03-08', end_date: '2026-11-01' }, 'activity_key');
      await editOnRecordPage(page, `/crm/activity/${activity}`, 'activity');
      expect(await stored(page, `/api/crm/activity/detail/${activity}`)).toMatchObject({ start_date: '2026-03-08', end_date: '2026-11-01' });
      await editOnRecordPage(page, `/crm/activity/${activity}`, 'activity', { field: 'start_date', text: '2026-03-01', shot: `${name}-date-picker` });
      expect(await stored(page, `/api/crm/activity/detail/${activity}`)).toMatchObject({ start_date: '2026-03-01', end_date: '2026-11-01' });
    });

    // A budget plan's and a task's days in the generic form, in each zone: tests/component/time/date-fields-in-zones.test.tsx.
    test('the project wizard saves the project time unchanged, and a typed one as business time', async ({ page }) => {
      await signedIn(page, 'lina');
      const project = () => stored(page, '/api/eis/restful/project/details?projectKey=prj-demo-01');
      const before = await project();
      const openWizard = async () => {
        await page.goto('/okrProject/overview?key=prj-demo-01');
        await page.getByTestId('workspace-project-name').click();
        await expect(page.getByTestId('wizard-form')).toBeVisible();
      };
      const finish = async () => {
        await page.getByTestId('wizard-next').click();
        await page.getByTestId('wizard-next').click();
        await page.getByTestId('wizard-confirm').click();
        await expect(page.getByTestId('project-wizard')).toBeHidden();
      };

      await openWizard();
      await finish();
      const after = await project();
      expect([after.project_start_time, after.project_end_time]).toEqual([before.project_start_time, before.project_end_time]);

      await openWizard();
      const range = page.getByTestId('wizard-form').locator('.ant-picker-range input');
      await range.nth(0).click();
      await range.nth(0).fill('2026-03-02 09:00');
      await range.nth(0).press('Enter');
      await range.nth(1).fill('2026-09-30 18:00');
      await range.nth(1).press('Enter');
      await expect(range.nth(0)).toHaveValue('2026-03-02 09:00');
      await page.screenshot({ path: `${SHOTS}/${name}-wizard.png` });
      await finish();
      const typed = await project();
      expect([typed.project_start_time, typed.project_end_time]).toEqual(['2026-03-02T01:00:00.000Z', '2026-09-30T10:00:00.000Z']);
    });

    test("a report's 今天 is the business's day, ending at its last moment", async ({ page }) => {
      await signedIn(page, 'lina');
      const today = businessDay(new Date(), 'Asia/Shanghai');
      await created(page, '/api/crm/clue/add', { contact_name: `时区${stamp()}`, company_name: `时区公司${stamp()}`, mobile: '13912345678', source: 'manual' }, 'clue_key');
      await page.goto('/crm/dailyReport');
      await expect(page.getByTestId('crm-daily-report')).toBeVisible();
      await page.getByTestId('report-range').first().click();
      const asked = page.waitForRequest((r) => r.url().endsWith(dailyReportPath('clue')) && r.method() === 'POST');
      await page.locator('.ant-picker-presets').getByText('今天', { exact: true }).click();
      const input = (await asked).postDataJSON() as ReportInput;
      expect([input.from, input.to]).toEqual([today, today]);
      await page.screenshot({ path: `${SHOTS}/${name}-report-today.png` });

      // The lead added just now counts today, and today's figure ends at the business day's last moment.
      const answer = await callInPage<{ rows: { day: string; figures: Record<string, { value: number; list: { params: Record<string, string> } }> }[] }>(page, dailyReportPath('clue'), { from: today, to: today });
      const row = answer.data.rows.find((r) => r.day === today)!;
      expect(row.figures.added!.value).toBeGreaterThanOrEqual(1);
      const params = row.figures.added!.list.params;
      expect(parseDateTime(params.create_time_begin!)?.getTime()).toBe(dayStart(today, 'Asia/Shanghai').getTime());
      expect(parseDateTime(params.create_time_end!)?.getTime()).toBe(dayStart(addDays(today, 1), 'Asia/Shanghai').getTime() - 1);
    });
  });
}
