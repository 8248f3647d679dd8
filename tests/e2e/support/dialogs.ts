import { expect, type Locator, type Page } from '@playwright/test';

/** A task's action dialog (同意, 驳回, 委派, 加签 …): the modal holding its OK button. */
export const actionDialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByTestId('action-ok') });

/**
 * Waits until a modal has finished zooming in and answers it: a click made while it still moves is
 * aimed where its target was a frame before and can land beside it (seen on a busy machine). The
 * suite's browser asks for less motion (playwright.config.ts), so a dialog normally shows still and
 * this passes at once; it holds should a dialog zoom all the same.
 */
export async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}
