import { expect, type Locator, type Page } from '@playwright/test';

/** Drawing on the handwritten-signature pad (SignaturePadInput) in the e2e tests. */

/**
 * A stroke across the pad with the mouse, once the pad has stopped moving: a stroke aimed at where
 * the pad was while its dialog still zooms in would land beside it.
 */
export async function drawWithMouse(page: Page, canvas: Locator): Promise<void> {
  const box = await stillPad(page, canvas);
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 30 + i * 18, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 2 });
  await page.mouse.up();
}

/** The pad's place once it is in view and has stopped moving (its dialog zooms in as it opens). */
export async function stillPad(page: Page, canvas: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await canvas.scrollIntoViewIfNeeded();
  await expect(async () => {
    const before = JSON.stringify(await canvas.boundingBox());
    await page.waitForTimeout(100);
    expect(JSON.stringify(await canvas.boundingBox())).toBe(before);
  }).toPass();
  return (await canvas.boundingBox())!;
}

/** How many pixels of the pad are drawn on. */
export const inkOf = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink += 1;
    return ink;
  });
