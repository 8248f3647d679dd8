import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskActions } from '@/components/workbench/TaskActions';
import type { TaskInfo } from '@/lib/contract/workflow-answers';
import { renderInApp } from '../render';
import { chineseChrome } from '../support/chinese-chrome';
import { answerFormDirectory } from '../support/seed-answers';
import { demoSession, WithSession } from '../support/session';

/**
 * Issue 46 point 8, for the decisions on a task in en-US: each action's dialog (approve, reject,
 * return, hand over, 加签, delegate) shows no Chinese of the product's own. The task's drawer around
 * them, drawn from a real request, stays in tests/e2e/english.spec.ts.
 */
const TASK: TaskInfo = {
  task_key: 'tsk-english',
  instance_key: 'ins-english',
  task_name: '部门负责人审批',
  node_id: 'leaderApprove',
  status: 'PENDING',
  assignee: 'usr-admin',
  due_date: null,
  create_time: '2026-03-01T01:00:00.000Z',
  return_targets: ['previous', 'initiator'],
  return_nodes: [],
  reject_comment_required: true,
  signature_required: false,
  editable_fields: [],
  can_act: true,
  delegation: null,
  delegator: null,
  sign_kind: null,
  signers: [],
  departure: null,
};

const shown = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((el) => !/-hidden\b/.test(el.className) && el.style.display !== 'none');

describe('a task’s decision dialogs in en-US', () => {
  for (const action of ['action-approve', 'action-reject', 'action-return', 'action-turn', 'action-add-sign', 'action-delegate']) {
    it(`${action}: no Chinese of the product's own`, async () => {
      answerFormDirectory('en-US');
      const { user } = renderInApp(
        <WithSession state={demoSession('admin')}>
          <TaskActions task={TASK} nodeType="userTask" fields={[]} submitted={{}} />
        </WithSession>,
        { locale: 'en-US' },
      );
      await user.click(await screen.findByTestId(action));
      const dialog = await waitFor(() => {
        expect(shown().length).toBeGreaterThan(0);
        return shown().at(-1)!;
      });
      await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning, .ant-skeleton')).toBeNull());
      // The task's name is the model's (data), as in the dialog's title.
      expect(chineseChrome(dialog, [TASK.task_name])).toEqual([]);
    });
  }
});
