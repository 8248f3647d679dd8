import { describe, expect, it } from 'vitest';
import { actionTone, addSignGoesOn, instanceTone, isOverdue, mayCancel, mayUrge, taskActions, taskTone } from '@/components/workbench/status';
import { diagramMarkers, nextZoom } from '@/components/workbench/diagram-markers';
import { translate } from '@/lib/i18n/messages';

describe('status labels', () => {
  it('names every engine state and leaves unknown ones as they are', () => {
    expect(instanceTone('RUNNING')).toEqual({ color: 'processing', label: 'status.instance.RUNNING' });
    expect(instanceTone('REJECTED').color).toBe('error');
    expect(taskTone('RETURNED')).toEqual({ color: 'warning', label: 'status.task.RETURNED' });
    expect(actionTone('TURN').label).toBe('action.TURN');
    expect(instanceTone('ARCHIVED')).toEqual({ color: 'default', label: null });
    expect(actionTone('SIGN').label).toBeNull();
  });

  it('labels a delay’s history lines as its own, apart from the other timers’ TIMER', () => {
    expect(['DELAY_START', 'DELAY_END', 'TIMER'].map((a) => translate('zh-CN', `workbench.${actionTone(a).label}`))).toEqual(['延迟开始', '延迟结束', '定时器触发']);
    expect(['DELAY_START', 'DELAY_END'].map((a) => translate('en-US', `workbench.${actionTone(a).label}`))).toEqual(['Delay started', 'Delay ended']);
  });

  it('marks only waiting tasks past their due date as overdue', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(isOverdue('2026-05-09T00:00:00Z', 'PENDING', now)).toBe(true);
    expect(isOverdue('2026-05-11T00:00:00Z', 'PENDING', now)).toBe(false);
    expect(isOverdue('2026-05-09T00:00:00Z', 'APPROVED', now)).toBe(false);
    expect(isOverdue(null, 'PENDING', now)).toBe(false);
  });

  it('lets only the initiator withdraw a running request', () => {
    expect(mayCancel({ status: 'RUNNING', initiator: 'u1' }, 'u1')).toBe(true);
    expect(mayCancel({ status: 'RUNNING', initiator: 'u1' }, 'u2')).toBe(false);
    expect(mayCancel({ status: 'APPROVED', initiator: 'u1' }, 'u1')).toBe(false);
    expect(mayCancel({ status: 'RUNNING', initiator: 'u1' }, null)).toBe(false);
  });

  it('offers return only where the model allows it, resubmit at the start, nothing to others', () => {
    expect(taskActions({ can_act: true, return_targets: [] }, 'userTask')).toEqual(['approve', 'reject', 'turn', 'delegate', 'copy', 'addSign']);
    expect(taskActions({ can_act: true, return_targets: ['previous', 'initiator'] }, 'userTask')).toEqual(['approve', 'reject', 'returnPrevious', 'returnInitiator', 'turn', 'delegate', 'copy', 'addSign']);
    expect(taskActions({ can_act: true, return_targets: ['any'] }, 'userTask')).toEqual(['approve', 'reject', 'returnNode', 'turn', 'delegate', 'copy', 'addSign']);
    expect(taskActions({ can_act: true, return_targets: ['initiator'] }, 'startEvent')).toEqual(['resubmit']);
    expect(taskActions({ can_act: false, return_targets: ['previous'] }, 'userTask')).toEqual([]);
    expect(taskActions(null, 'userTask')).toEqual([]);
  });

  it('offers a delegate only the hand-back, and the holder everything again once it is back', () => {
    expect(taskActions({ can_act: true, return_targets: ['previous'], delegation: 'PENDING' }, 'userTask')).toEqual(['resolve']);
    expect(taskActions({ can_act: true, return_targets: [], delegation: 'RESOLVED' }, 'userTask')).toEqual(['approve', 'reject', 'turn', 'delegate', 'copy', 'addSign']);
    expect(taskActions({ can_act: false, return_targets: [], delegation: 'PENDING' }, 'userTask')).toEqual([]);
  });

  it('offers an added signer (加签) only approve and reject, never return', () => {
    expect(taskActions({ can_act: true, return_targets: ['previous', 'initiator'], sign_kind: 'BEFORE' }, 'userTask')).toEqual(['approve', 'reject']);
    expect(taskActions({ can_act: true, return_targets: [], sign_kind: 'AFTER' }, 'userTask')).toEqual(['approve', 'reject']);
  });

  it('lets only the initiator urge, and only while the request runs', () => {
    expect(mayUrge({ status: 'RUNNING', initiator: 'u1' }, 'u1')).toBe(true);
    expect(mayUrge({ status: 'RUNNING', initiator: 'u1' }, 'u2')).toBe(false);
    expect(mayUrge({ status: 'APPROVED', initiator: 'u1' }, 'u1')).toBe(false);
    expect(mayUrge({ status: 'RUNNING', initiator: 'u1' }, null)).toBe(false);
  });
});

describe('diagram highlights', () => {
  it('gives each element one marker: waiting over rejected over passed', () => {
    const markers = diagramMarkers({ active_nodes: ['leader'], finished_nodes: ['start', 'finance', 'gateway'], rejected_nodes: ['finance', 'leader'], finished_flows: ['f1', 'f2'] });
    expect(Object.fromEntries(markers.map((m) => [m.id, m.marker]))).toEqual({
      leader: 'wb-active',
      finance: 'wb-rejected',
      start: 'wb-finished',
      gateway: 'wb-finished',
      f1: 'wb-flow',
      f2: 'wb-flow',
    });
  });

  it('zooms in steps of 0.1 between 0.2 and 4', () => {
    expect(nextZoom(1, 1)).toBe(1.1);
    expect(nextZoom(0.25, -1)).toBe(0.2);
    expect(nextZoom(0.2, -1)).toBe(0.2);
    expect(nextZoom(3.95, 1)).toBe(4);
  });
});

describe('the drawer after 加签', () => {
  it('goes on to the next task when the signers come first (the task waits for them), not when they come after the holder', () => {
    expect(addSignGoesOn('BEFORE')).toBe('signersFirst');
    // Signers after her: she still approves first, so her actions stay.
    expect(addSignGoesOn('AFTER')).toBeNull();
  });

  it('says why the task left the holder’s hands in both languages', () => {
    expect(translate('zh-CN', 'workbench.detail.signersFirstWithNext')).toBe('已加签，加签人同意后任务回到您的待办。继续处理下一条待办');
    expect(translate('zh-CN', 'workbench.detail.signersFirstNoneLeft')).toBe('已加签，加签人同意后任务回到您的待办。暂无其他待办');
    expect(translate('en-US', 'workbench.detail.signersFirstWithNext')).toBe('Signers added: the task comes back to you once they approve. Go on with the next task');
  });
});
