'use client';

import { InputNumber, Select, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { AssigneeSelect } from '@/components/workflow/designer/panel/sections/AssigneeSelect';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import { APPROVAL_MODES, APPROVER_KINDS, IF_INITIATOR, IF_NOBODY, type ApprovalMode } from '@/lib/workflow/approver-rule';
import type { ApproverNode } from '@/lib/workflow/simple-flow/schema';
import { FieldRightsTable } from '@/components/approval-form/port';
import { formatFormRights, parseFormRights } from '@/lib/contract/approval-form/field-rights';
import { DurationInput } from './DurationInput';
import { WorkingTimeCheck } from './WorkingTimeCheck';
import { RuleFields } from './RuleFields';

/** The table's text as the node keeps it: the controls edited or hidden. */
function rightsOfText(text: string): ApproverNode['formRights'] {
  const rights = Object.entries(parseFormRights(text).rights).filter((e): e is [string, 'edit' | 'hidden'] => e[1] !== 'read');
  return rights.length ? Object.fromEntries(rights) : undefined;
}

/** An approver node: who approves, how several decide, the exceptions, a rejection's comment, the time they have, its field rights. */
export function ApproverForm({ node, modelKey, onChange }: { node: ApproverNode; modelKey: string | null; onChange: (node: ApproverNode) => void }) {
  const t = useTranslations('designer.approver');
  const ts = useTranslations('simpleDesigner.drawer');
  const tt = useTranslations('designer.task');
  const tr = useTranslations('approvalForm.rights');
  return (
    <>
      <RuleFields rule={node.rule} kinds={APPROVER_KINDS} label={t('kind')} onChange={(rule) => onChange({ ...node, rule })} />
      <FieldRow label={t('mode')}>
        {node.rule.kind === 'leaderChain' ? (
          <Typography.Text>{t('chainMode')}</Typography.Text>
        ) : (
          <Select value={node.mode} onChange={(mode: ApprovalMode) => onChange({ ...node, mode })} options={APPROVAL_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))} data-testid="simple-approver-mode" />
        )}
      </FieldRow>
      {node.mode === 'ratio' && node.rule.kind !== 'leaderChain' ? (
        <FieldRow label={t('ratio')}>
          <InputNumber min={1} max={100} precision={0} value={node.ratio} onChange={(ratio) => ratio && onChange({ ...node, ratio })} suffix="%" data-testid="simple-approver-ratio" />
        </FieldRow>
      ) : null}
      <FieldRow label={t('ifNobody')}>
        <Select value={node.ifNobody} onChange={(ifNobody: ApproverNode['ifNobody']) => onChange({ ...node, ifNobody })} options={IF_NOBODY.map((v) => ({ value: v, label: t(`nobody.${v}`) }))} data-testid="simple-approver-nobody" />
      </FieldRow>
      {node.ifNobody === 'user' ? (
        <FieldRow label={t('nobodyUser')}>
          <AssigneeSelect kind="user" multiple={false} value={node.nobodyUser} onCommit={(nobodyUser) => onChange({ ...node, nobodyUser })} testId="simple-approver-nobody-user" />
        </FieldRow>
      ) : null}
      <FieldRow label={t('ifInitiator')}>
        <Select value={node.ifInitiator} onChange={(ifInitiator: ApproverNode['ifInitiator']) => onChange({ ...node, ifInitiator })} options={IF_INITIATOR.map((v) => ({ value: v, label: t(`initiator.${v}`) }))} data-testid="simple-approver-initiator" />
      </FieldRow>
      <FieldRow label={ts('rejectComment')}>
        <Switch checked={node.rejectCommentRequired} onChange={(rejectCommentRequired) => onChange({ ...node, rejectCommentRequired })} data-testid="simple-approver-reject-comment" />
      </FieldRow>
      <FieldRow label={tt('signatureRequired')}>
        <Switch checked={node.signatureRequired} onChange={(signatureRequired) => onChange({ ...node, signatureRequired })} data-testid="simple-approver-signature" />
      </FieldRow>
      <FieldRow label={ts('due')}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Switch checked={node.due !== null} onChange={(on) => onChange({ ...node, due: on ? 'P2D' : null })} checkedChildren={null} unCheckedChildren={ts('dueNone')} data-testid="simple-approver-due" />
          {node.due !== null ? <DurationInput value={node.due} onChange={(due) => onChange({ ...node, due })} testId="simple-approver-due" /> : null}
          {node.due !== null ? <WorkingTimeCheck checked={node.dueInWorkingTime === true} onChange={(dueInWorkingTime) => onChange({ ...node, dueInWorkingTime })} testId="simple-approver-due-working" /> : null}
        </div>
      </FieldRow>
      <FieldRow label={tr('title')}>
        <FieldRightsTable
          modelKey={modelKey}
          value={formatFormRights(node.formRights ?? {}) ?? ''}
          onChange={(text) => onChange({ ...node, formRights: rightsOfText(text) })}
        />
      </FieldRow>
    </>
  );
}
