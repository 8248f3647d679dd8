import { expect, test } from '@playwright/test';
import { drawnIdsByDiagram } from '../support/bpmn-facts';
import { KNOWN_LOSSES, miwgFiles, readMiwg, roundTripProblems } from '../support/miwg';
import { signIn } from './support/session';
import { canvas, openNewDiagram } from './support/designer';

/**
 * The MIWG round trip in the browser: every reference model opens in the designer (bpmn-js with
 * the document's dialect), draws every element of its diagram, and exports again (the XML
 * preview) without losing or adding elements, attributes or diagram shapes.
 */

test.describe.configure({ mode: 'serial' });

test('every MIWG reference model imports, renders and exports again unchanged', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const files = miwgFiles();
  expect(files.length).toBeGreaterThanOrEqual(20);
  for (const file of files) {
    await test.step(file, async () => {
      await openNewDiagram(page);
      const input = readMiwg(file);
      await page.getByTestId('designer-file-input').setInputFiles({ name: file, mimeType: 'application/xml', buffer: Buffer.from(input) });
      // bpmn-js draws the first diagram (with the planes of its collapsed sub-processes).
      const [drawn] = drawnIdsByDiagram(input);
      expect(drawn!.length).toBeGreaterThan(0);
      for (const id of drawn!) await expect(canvas(page).locator(`[data-element-id="${id}"]`).first(), `${file}: ${id} drawn`).toBeAttached();

      await page.getByTestId('designer-preview').hover();
      await page.getByRole('menuitem', { name: '预览 XML' }).click();
      const output = (await page.getByTestId('designer-preview-text').textContent()) ?? '';
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('designer-preview-text')).toHaveCount(0);
      const problems = roundTripProblems(file, input, output);
      expect({ file, lost: problems.lost, added: problems.added }).toEqual({ file, lost: [], added: [] });
      expect(problems.knownLost).toBe(KNOWN_LOSSES[file]?.count ?? 0);
    });
  }
});
