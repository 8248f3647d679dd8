import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { test, type Page } from '@playwright/test';

/*
 * A page checked against WCAG 2.1 A and AA: no critical or serious finding may be left. Beyond the
 * WCAG tags, three rules still block: a page names itself with a level-one heading, seen or for
 * screen readers only; a control's name holds the text it shows (speech users say what they see);
 * a field is labelled by more than a tooltip.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BEYOND_TAGS = ['page-has-heading-one', 'label-content-name-mismatch', 'label-title-only'];
const BLOCKING = new Set(['critical', 'serious']);

export interface AxeScope {
  /** The page's name in findings and in the run's attachments. */
  name: string;
  /**
   * Parts drawn by a third-party library whose markup the app does not write: left out of the
   * check, each with the reason where the page is listed.
   */
  exclude?: readonly string[];
  /** Only the WCAG rules, looked at once (the login page). */
  wcagOnly?: boolean;
}

/** Entrance animations fade from transparent: colours are measured once they are done. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

function describe(violations: readonly Result[]): string[] {
  return violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** One run of axe over the page: the WCAG rules and, unless told, the three beyond them. */
async function blockingFindings(page: Page, scope: AxeScope): Promise<string[]> {
  await animationsDone(page);
  // Rules named one by one run besides the tags' (axe: an explicit rule setting wins over runOnly).
  const rules = scope.wcagOnly ? {} : Object.fromEntries(BEYOND_TAGS.map((rule) => [rule, { enabled: true }]));
  // Only violations are read: axe then spares itself the selectors of every node that passed.
  let builder = new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules, resultTypes: ['violations'] });
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // Every finding, of any weight, kept with the run's results for whoever mends the next one.
  await test.info().attach(`axe ${scope.name}`, { body: JSON.stringify(describe(violations), null, 2), contentType: 'application/json' });
  return describe(violations.filter((v) => v.id === 'page-has-heading-one' || BLOCKING.has(v.impact ?? '')));
}

const ruleOf = (finding: string) => finding.split(' (')[0];

/**
 * The critical and serious findings on the page shown, and a missing level-one heading, that are
 * still found once the page has settled again (`settleAgain`): a finding made while a part still
 * changed (a count coming in, a message fading) is not the page as it stays. Such a passing finding
 * is kept with the test's annotations.
 */
export async function lastingAccessibilityFindings(page: Page, scope: AxeScope, settleAgain: () => Promise<void>): Promise<string[]> {
  const first = await blockingFindings(page, scope);
  if (first.length === 0 || scope.wcagOnly) return first;
  await settleAgain();
  const again = await blockingFindings(page, scope);
  const passing = first.filter((finding) => !again.some((other) => ruleOf(other) === ruleOf(finding)));
  if (passing.length > 0) test.info().annotations.push({ type: 'passing accessibility finding', description: `${scope.name}: ${passing.join('; ')}` });
  return again.filter((finding) => first.some((other) => ruleOf(other) === ruleOf(finding)));
}
