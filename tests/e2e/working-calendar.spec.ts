import { expect, test, type Page } from './support/test';
import { workingCalendarPaths } from '@/lib/contract/working-calendar';
import { callInPage } from './support/in-page';
import { signedIn } from './support/session';

/**
 * 工作日历 (系统管理): an administrator opens the calendar, sees National Day from the holiday
 * package, marks a plain Wednesday as the company's day off, finds it kept after a reload and gives
 * it back to the weekday rule. Screenshots at desktop and phone widths go to .tmp.
 */

const SHOTS = '.tmp/working-calendar-shots';
const PATH = '/system/workingCalendar';
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const day = (page: Page, date: string) => page.getByTestId(`calendar-day-${date}`);

/** Moves the year switcher to `year` (the page opens on the business's current year). */
async function showYear(page: Page, year: number): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const shown = Number(/\d{4}/.exec((await page.getByTestId('calendar-year').textContent()) ?? '')?.[0]);
    if (shown === year) return;
    await page.getByTestId(shown < year ? 'calendar-next-year' : 'calendar-prev-year').click();
    await expect(page.getByTestId('calendar-year')).not.toHaveText(String(shown));
  }
}

test('an administrator sees the holidays, marks a day off, keeps it over a reload and restores it', async ({ page }) => {
  await signedIn(page, 'admin');
  // A run again may find the day a failed try marked: it is given back to the weekday rule first.
  await callInPage(page, workingCalendarPaths.clearDay, { date: '2026-11-18' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: '工作日历' })).toBeVisible();
  await showYear(page, 2026);
  await expect(page.getByTestId('calendar-package-known')).toContainText('2026 年的法定节假日与调休已收录');

  // National Day from the package, and its make-up Saturday.
  await expect(day(page, '2026-10-01')).toHaveAttribute('data-working', 'false');
  await expect(day(page, '2026-10-01')).toHaveAttribute('data-source', 'package');
  await expect(day(page, '2026-10-01')).toContainText('国庆节');
  await expect(day(page, '2026-10-10')).toHaveAttribute('data-working', 'true');
  await page.screenshot({ path: `${SHOTS}/calendar-1280.png`, fullPage: true });

  // A plain Wednesday becomes the company's day off, said in full before it is saved.
  const target = day(page, '2026-11-18');
  await expect(target).toHaveAttribute('data-source', 'week');
  await target.click();
  const dialog = page.getByTestId('calendar-day-dialog');
  await expect(dialog.getByTestId('calendar-day-state')).toHaveText('当前：工作日（按星期）');
  await dialog.getByTestId('calendar-day-save').click();
  await expect(dialog.getByTestId('calendar-day-error')).toHaveText('请填写名称，如 国庆节、调休上班');
  await dialog.getByTestId('calendar-day-name').fill('公司运动会');
  await expect(dialog.getByTestId('calendar-day-confirm')).toHaveText('将 2026-11-18 设为休息日（公司运动会）？');
  await page.screenshot({ path: `${SHOTS}/calendar-dialog-1280.png` });
  await dialog.getByTestId('calendar-day-save').click();
  await expect(toast(page, '已设为休息日')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(target).toHaveAttribute('data-working', 'false');
  await expect(target).toHaveAttribute('data-source', 'override');

  // Kept by the server.
  await page.reload();
  await showYear(page, 2026);
  await expect(day(page, '2026-11-18')).toHaveAttribute('data-source', 'override');
  await expect(day(page, '2026-11-18')).toContainText('公司运动会');

  // On a phone the months stack in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await day(page, '2026-11-18').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/calendar-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Given back to the weekday rule.
  await day(page, '2026-11-18').click();
  await dialog.getByTestId('calendar-day-clear').click();
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden)').getByRole('button', { name: '恢复默认' }).click();
  await expect(toast(page, '已恢复默认安排')).toBeVisible();
  await expect(day(page, '2026-11-18')).toHaveAttribute('data-source', 'week');
  await expect(day(page, '2026-11-18')).toHaveAttribute('data-working', 'true');

  // A year the package does not know says so.
  await showYear(page, 2030);
  await expect(page.getByTestId('calendar-package-unknown')).toContainText('节假日数据包尚未收录 2030 年的法定节假日');
  await expect(day(page, '2030-10-01')).toHaveAttribute('data-working', 'true');
});

test('the leave form counts its days on the calendar as the applicant types', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/home/apply?process=leave_request' });
  const form = page.getByTestId('designed-form');
  await form.getByLabel('请假时间').first().click();
  await page.getByPlaceholder('开始日期').fill('2026-09-30');
  await page.getByPlaceholder('结束日期').fill('2026-10-09');
  await page.getByPlaceholder('结束日期').press('Enter');
  // Eight weekdays, five of them National Day: three working days.
  await expect(form.getByTestId('duration-leave')).toHaveText('请假天数：3 个工作日');
});

test('the calendar and its calls are refused to staff without the right', async ({ page }) => {
  await signedIn(page, 'lina');
  expect((await callInPage(page, '/api/app/base/app/sys/workingCalendar/year?year=2026')).code).toBe(403);
  expect((await callInPage(page, '/api/app/base/app/sys/workingCalendar/day/set', { date: '2026-11-18', working: false, name: '公司运动会' })).code).toBe(403);
  await page.goto(PATH);
  await expect(page.getByTestId('working-calendar')).toHaveCount(0);
});
