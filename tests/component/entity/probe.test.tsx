import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EntityFormDrawer } from '@/components/entity/EntityFormDrawer';
import { entityByName } from '@/lib/entities';
import { renderInApp } from '../render';
import { sentCalls, unansweredPaths } from '../support/answers';
import { answerDictionaries } from '../support/seed-answers';
import { demoSession, WithSession } from '../support/session';

it('probe', async () => {
  answerDictionaries();
  renderInApp(<WithSession state={demoSession('admin')}><EntityFormDrawer entity={entityByName('user')!} recordKey={null} onSaved={() => {}} onClosed={() => {}} /></WithSession>);
  expect(await screen.findByTestId('entity-form')).toBeTruthy();
  await new Promise((r) => setTimeout(r, 1500));
  console.log(sentCalls().map((c) => c.path), unansweredPaths());
  console.log(document.querySelector('#entity-form-user_sex')?.outerHTML.slice(0, 800));
});
