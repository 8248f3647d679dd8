import { expect, type Page } from '@playwright/test';
import { requestsOf } from './requests-in-flight';

/**
 * Waits until the page shown has its content and nothing more is coming: each selector `ready`
 * names shows, none of the page's own requests has been waiting for a while (lazily loaded parts
 * have drawn their texts), and nothing still spins or shimmers in its place. The page's requests
 * must have been watched since before it opened (requestsOf).
 */
export async function settle(page: Page, ready: readonly string[] = []): Promise<void> {
  for (const selector of ready) await expect(page.locator(selector).first()).toBeVisible({ timeout: 30_000 });
  await requestsOf(page).quiet();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
}
