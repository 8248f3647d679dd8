'use client';

import { useTranslations } from 'next-intl';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { updateAttrs } from '../element-ops';
import { AssigneeSelect } from './AssigneeSelect';
import { CopyToField } from './CopyToField';
import { RejectCommentField } from './RejectCommentField';
import { SignatureRequiredField } from './SignatureRequiredField';
import { WorkingTimeField } from './WorkingTimeField';
import { FieldRow } from './FieldRow';

/** assignee, candidateUsers, candidateGroups, the users copied (copyTo), whether a reject must say why, dueDate, followUpDate, priority. */
export function UserTaskFields() {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const read = (name: string) => String(bo.get(`${dialect}:${name}`) ?? '');
  const write = (name: string) => (value: string) => updateAttrs(modeler, element, { [`${dialect}:${name}`]: value.trim() || undefined });

  return (
    <>
      <FieldRow label={t('assignee')}>
        <AssigneeSelect kind="user" multiple={false} expressions value={read('assignee')} onCommit={write('assignee')} testId="designer-assignee" />
      </FieldRow>
      <FieldRow label={t('candidateUsers')}>
        <AssigneeSelect kind="user" multiple expressions value={read('candidateUsers')} onCommit={write('candidateUsers')} testId="designer-candidate-users" />
      </FieldRow>
      <FieldRow label={t('candidateGroups')}>
        <AssigneeSelect kind="group" multiple expressions value={read('candidateGroups')} onCommit={write('candidateGroups')} testId="designer-candidate-groups" />
      </FieldRow>
      <CopyToField />
      <RejectCommentField />
      <SignatureRequiredField />
      <FieldRow label={t('dueDate')}>
        <CommitInput value={read('dueDate')} placeholder="P3D" onCommit={write('dueDate')} data-testid="designer-due-date" />
      </FieldRow>
      <WorkingTimeField testId="designer-due-working-time" />
      <FieldRow label={t('followUpDate')}>
        <CommitInput value={read('followUpDate')} onCommit={write('followUpDate')} />
      </FieldRow>
      <FieldRow label={t('priority')}>
        <CommitInput value={read('priority')} onCommit={write('priority')} />
      </FieldRow>
    </>
  );
}
