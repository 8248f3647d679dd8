import { expect, test, type Page } from './support/test';
import { formatFigure, MONEY_DECIMALS } from '@/components/entity/fields/number-format';
import { signedIn } from './support/session';

type Answer = { data: { total: number; totals?: Record<string, number> } };

/** The business list's next answer, as the page receives it. */
const nextAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/crm/business/query')).then((r) => r.json() as Promise<Answer>);

test('a list declaring totals shows a 合计 row over every matching record, following the filters', async ({ page }) => {
  await signedIn(page, 'admin');
  const first = nextAnswer(page);
  await page.goto('/crm/business');
  const answer = (await first).data;
  expect(answer.total).toBeGreaterThan(0);
  const list = page.locator('[data-entity="business"]:visible');
  const row = list.getByTestId('list-totals');
  await expect(row).toContainText('合计');
  await expect(row.locator('[data-total="amount"]')).toHaveText(formatFigure(answer.totals!.amount, MONEY_DECIMALS));

  // A filter narrows the sum to what it finds.
  const filtered = nextAnswer(page);
  await list.locator('#entity-filter-business_business_name').fill('系统');
  await list.locator('#entity-filter-business_business_name').press('Enter');
  const narrowed = (await filtered).data;
  expect(narrowed.totals!.amount).toBeLessThanOrEqual(answer.totals!.amount!);
  await expect(row.locator('[data-total="amount"]')).toHaveText(formatFigure(narrowed.totals!.amount, MONEY_DECIMALS));

  // Nothing found: no row of zeros under the empty table.
  const none = nextAnswer(page);
  await list.locator('#entity-filter-business_business_name').fill('没有这样的商机');
  await list.locator('#entity-filter-business_business_name').press('Enter');
  expect((await none).data.total).toBe(0);
  await expect(row).toHaveCount(0);
});
