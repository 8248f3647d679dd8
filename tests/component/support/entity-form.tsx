import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { EntityFormDrawer } from '@/components/entity/EntityFormDrawer';
import type { EntityRecord } from '@/components/entity/fields';
import { entityByName } from '@/lib/entities';
import type { Locale } from '@/lib/i18n/locales';
import { renderInApp, type AppRendered } from '../render';
import { answer, sentCalls } from './answers';
import { answerFormDirectory } from './seed-answers';
import { demoSession, WithSession } from './session';

export interface OpenedForm extends AppRendered {
  form: HTMLElement;
  /** Records the form reported saved. */
  saved: EntityRecord[];
}

/**
 * An entity's generic form (components/entity/EntityFormDrawer.tsx) as a list's 新增 opens it, or as
 * a record's 编辑 opens it with `recordKey`, for admin; dictionaries, departments and users answered
 * from the demo seed.
 */
export async function openEntityForm(entityName: string, options: { locale?: Locale; recordKey?: string; timeZone?: string } = {}): Promise<OpenedForm> {
  const entity = entityByName(entityName);
  if (!entity) throw new Error(`no entity named ${entityName}`);
  answerFormDirectory(options.locale);
  const saved: EntityRecord[] = [];
  const rendered = renderInApp(
    <WithSession state={demoSession('admin')}>
      <EntityFormDrawer entity={entity} recordKey={options.recordKey ?? null} onSaved={(record) => saved.push(record)} onClosed={() => {}} />
    </WithSession>,
    { locale: options.locale, timeZone: options.timeZone },
  );
  const form = await screen.findByTestId('entity-form');
  return { ...rendered, form, saved };
}

/**
 * Presses the form's save button and answers what the form sent to `{apiBase}/addOrUpdate`, once
 * the form has reported the record saved. (The toast's words are the server's answer.)
 */
export async function saveAndSent({ user, saved }: Pick<OpenedForm, 'user' | 'saved'>, entityName: string): Promise<Record<string, unknown>> {
  const path = `${entityByName(entityName)!.apiBase}/addOrUpdate`;
  answer(path, ({ body }) => body);
  await user.click(screen.getByTestId('entity-form-submit'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(sentCalls(path)).toHaveLength(1);
  return sentCalls(path)[0]!.body as Record<string, unknown>;
}
