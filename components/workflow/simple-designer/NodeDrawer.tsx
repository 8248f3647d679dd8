'use client';

import { Button, Drawer, Input } from 'antd';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import { COPY_KINDS } from '@/lib/workflow/service-task';
import { findBranch, findNode, replaceBranch, replaceNode } from '@/lib/workflow/simple-flow/edit';
import type { CopyNode, FlowField, SimpleFlow, SimpleNode } from '@/lib/workflow/simple-flow/schema';
import { DesignedFields } from './DesignedFields';
import { EnglishNameRow } from './EnglishNameRow';
import { ApproverForm } from './ApproverForm';
import { ConditionEditor } from './ConditionEditor';
import { DelayForm } from './DelayForm';
import { FieldsEditor } from './FieldsEditor';
import { FlowSettingsForm } from './FlowSettingsForm';
import type { Selection } from './flow-editing';
import { RuleFields } from './RuleFields';

interface NodeDrawerProps {
  flow: SimpleFlow;
  /** What conditions and delays read: the flow's own fields or the designed form's. */
  fields: readonly FlowField[];
  /** The model's form comes from the form designer: the start node lists its fields, read-only. */
  designed: boolean;
  modelKey: string | null;
  selection: Selection | null;
  onChange: (flow: SimpleFlow) => void;
  onClose: () => void;
  /** Saves the tree and opens the form designer of the model. */
  onOpenForm: () => void;
}

function NodeForm({ node, fields, modelKey, onChange }: { node: SimpleNode; fields: readonly FlowField[]; modelKey: string | null; onChange: (node: SimpleNode) => void }) {
  const t = useTranslations('designer.approver');
  switch (node.type) {
    case 'approver':
      return <ApproverForm node={node} modelKey={modelKey} onChange={onChange} />;
    case 'copy':
      return <RuleFields rule={node.rule} kinds={COPY_KINDS} label={t('copyKind')} onChange={(rule) => onChange({ ...node, rule: rule as CopyNode['rule'] })} />;
    case 'delay':
      return <DelayForm node={node} fields={fields} onChange={onChange} />;
    default:
      return null;
  }
}

/** The side drawer editing what was clicked: the start's form, a node, or a branch's name and conditions. */
export function NodeDrawer({ flow, fields, designed, modelKey, selection, onChange, onClose, onOpenForm }: NodeDrawerProps) {
  const t = useTranslations('simpleDesigner');
  const node = selection?.kind === 'node' ? findNode(flow.nodes, selection.id) : null;
  const found = selection?.kind === 'branch' ? findBranch(flow.nodes, selection.id) : null;
  const setNode = (next: SimpleNode) => onChange({ ...flow, nodes: replaceNode(flow.nodes, next) });

  let title = '';
  let body = null;
  if (selection?.kind === 'start') {
    title = t('drawer.title', { type: t('node.start') });
    body = (
      <>
        <DesignedFields designed={designed} fields={fields} onOpenForm={onOpenForm} />
        {designed ? null : <FieldsEditor fields={flow.fields} onChange={(next) => onChange({ ...flow, fields: next })} />}
        <FlowSettingsForm settings={flow.settings} onChange={(settings) => onChange({ ...flow, settings })} />
      </>
    );
  } else if (node) {
    title = t('drawer.title', { type: t(`node.${node.type}`) });
    body = (
      <>
        {'name' in node ? (
          <>
            <FieldRow label={t('drawer.name')}>
              <Input value={node.name} maxLength={60} onChange={(e) => setNode({ ...node, name: e.target.value })} data-testid="simple-node-name" />
            </FieldRow>
            <EnglishNameRow value={node.nameEn} onChange={(nameEn) => setNode({ ...node, nameEn })} testId="simple-node-name-en" />
          </>
        ) : null}
        <NodeForm node={node} fields={fields} modelKey={modelKey} onChange={setNode} />
      </>
    );
  } else if (found) {
    const { branch, group } = found;
    const isCondition = group.type === 'condition' && group.otherwise.id !== branch.id;
    title = t('drawer.title', { type: branch.name });
    body = (
      <>
        <FieldRow label={t('drawer.branchName')}>
          <Input value={branch.name} maxLength={60} onChange={(e) => onChange({ ...flow, nodes: replaceBranch(flow.nodes, { ...branch, name: e.target.value }) })} data-testid="simple-branch-name" />
        </FieldRow>
        {isCondition && 'conditions' in branch ? (
          <ConditionEditor conditions={branch.conditions} fields={fields} onChange={(conditions) => onChange({ ...flow, nodes: replaceBranch(flow.nodes, { ...branch, conditions }) })} />
        ) : null}
      </>
    );
  }
  return (
    <Drawer
      open={body !== null}
      title={title}
      onClose={onClose}
      size={480}
      destroyOnHidden
      footer={<Button type="primary" onClick={onClose} data-testid="simple-drawer-close">{t('drawer.close')}</Button>}
      data-testid="simple-drawer"
    >
      {body}
    </Drawer>
  );
}
