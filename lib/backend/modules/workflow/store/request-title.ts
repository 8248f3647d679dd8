import { eq } from 'drizzle-orm';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { glanceText } from '@/lib/contract/approval-form/printed-form';
import { renderTitle, templateTokens, type TitleFacts } from '@/lib/contract/approval-form/title-template';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { formValueNames } from './form-value-names';

/**
 * A request's title from its form's title template (lib/contract/approval-form/title-template.ts),
 * filled in here from the checked form, so what a list shows is what the form holds: a caller's
 * own title does not count where the form has a template. One title serves every reader, in the
 * business language; a template whose values are all empty still names the process.
 */

/** Words a value reads with in a title (the business language) or a row's summary (the reader's): a range's days, a list's separator, what goes beside a value. */
export const glanceWords = (locale: Locale = defaultLocale) => ({
  days: (days: number) => translate(locale, 'print.pdf.days', { days }),
  separator: translate(locale, 'print.pdf.separator'),
  aside: (text: string) => translate(locale, 'print.pdf.aside', { text }),
});

/**
 * The title the form's template gives, or null where the version's form has none. `graph` carries
 * the form as checked (a dictionary's choices with their items as options), so options read by name.
 */
export async function templatedTitle(db: Db, graph: ProcessGraph, data: Record<string, unknown>, facts: TitleFacts): Promise<string | null> {
  const design = graph.formDesign;
  const template = design?.titleTemplate?.trim();
  if (!design || !template) return null;
  // Only the template's controls need their people, departments and records named.
  const used = new Set(templateTokens(template));
  const named: FormDesign = { fields: design.fields.filter((c) => used.has(c.id)) };
  const nameOf = await formValueNames(db, named, data);
  return renderTitle(template, design, data, facts, (control, value) => glanceText(control, value, nameOf, glanceWords())) || facts.process;
}

/**
 * After the form changed (a resubmit, a step's edits): the request and every task of it take the
 * title the template gives now. Answers the title the request has then.
 */
export async function retitleRequest(tx: Db, graph: ProcessGraph, instance: { instance_key: string; title: string; process_name: string; initiator_name: string }, data: Record<string, unknown>): Promise<string> {
  const title = await templatedTitle(tx, graph, data, { applicant: instance.initiator_name, process: instance.process_name });
  if (title === null || title === instance.title) return instance.title;
  await tx.update(wfInstance).set({ title }).where(eq(wfInstance.instance_key, instance.instance_key));
  await tx.update(wfTask).set({ title }).where(eq(wfTask.instance_key, instance.instance_key));
  return title;
}
