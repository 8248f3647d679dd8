'use client';

import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import type { Branch, ConditionGroup, ParallelGroup, SimpleNode, SimpleRule } from '@/lib/workflow/simple-flow/schema';
import { AddNodeButton } from './AddNodeButton';
import { branchSummary, nodeSummary } from './card-summary';
import { useFlowEditing } from './flow-editing';
import { NodeCard } from './NodeCard';
import { useRuleNames } from './rule-names';
import styles from './simple-designer.module.css';

const NO_RULE: SimpleRule = { kind: 'leader', refs: [], levels: 1, expression: '' };
const HEADS = { approver: styles.approver, copy: styles.copy, delay: styles.delay } as const;

/** A list of nodes, top-down, with a "+" after each place (listId: '' for the top list, else the branch's id). */
export function NodeList({ nodes, listId }: { nodes: readonly SimpleNode[]; listId: string }) {
  return (
    <>
      {nodes.map((node, i) => (
        <div key={node.id} className={styles.list}>
          {node.type === 'condition' || node.type === 'parallel' ? <GroupView group={node} /> : <PlainNode node={node} />}
          <AddNodeButton listId={listId} index={i + 1} />
        </div>
      ))}
    </>
  );
}

function PlainNode({ node }: { node: Exclude<SimpleNode, ConditionGroup | ParallelGroup> }) {
  const t = useTranslations();
  const { fields, removeNode } = useFlowEditing();
  const names = useRuleNames(node.type === 'delay' ? NO_RULE : node.rule);
  return (
    <NodeCard
      id={node.id}
      selection={{ kind: 'node', id: node.id }}
      title={node.name}
      headClass={HEADS[node.type]}
      body={nodeSummary(node, t, fields, names)}
      remove={{ confirm: t('simpleDesigner.card.removeConfirm', { name: node.name }), run: () => removeNode(node.id) }}
    />
  );
}

function GroupView({ group }: { group: ConditionGroup | ParallelGroup }) {
  const t = useTranslations('simpleDesigner');
  const { addBranch, problems, removeNode } = useFlowEditing();
  const { modal } = useFeedback();
  const branches: { branch: Branch; kind: 'condition' | 'otherwise' | 'parallel' }[] =
    group.type === 'condition'
      ? [...group.branches.map((branch) => ({ branch, kind: 'condition' as const })), { branch: group.otherwise, kind: 'otherwise' as const }]
      : group.branches.map((branch) => ({ branch, kind: 'parallel' as const }));
  const groupProblem = problems.get(group.id);
  return (
    <div className={styles.group} data-testid={`simple-group-${group.id}`}>
      <div className={styles.groupButton}>
        <Button size="small" onClick={() => addBranch(group.id)} data-testid={`simple-add-branch-${group.id}`}>
          {group.type === 'condition' ? t('add.addCondition') : t('add.addBranch')}
        </Button>
        <Button
          size="small"
          type="text"
          danger
          onClick={() => modal.confirm({ title: t('card.removeTitle'), content: t('card.removeGroupConfirm'), onOk: () => removeNode(group.id) })}
          aria-label={t('card.remove')}
          data-testid={`simple-remove-${group.id}`}
        >
          {t('card.remove')}
        </Button>
      </div>
      <div className={styles.branches}>
        {branches.map(({ branch, kind }, i) => (
          <BranchView key={branch.id} branch={branch} kind={kind} index={i} count={group.type === 'condition' ? group.branches.length : branches.length} />
        ))}
      </div>
      {groupProblem ? <div className={styles.problem}>{t(`problem.${groupProblem}`)}</div> : null}
    </div>
  );
}

function BranchView({ branch, kind, index, count }: { branch: Branch; kind: 'condition' | 'otherwise' | 'parallel'; index: number; count: number }) {
  const t = useTranslations();
  const { fields, moveBranch, removeBranch } = useFlowEditing();
  const arrows = kind === 'condition' ? (
    <>
      {index > 0 ? <Button type="text" size="small" icon={<ArrowLeftOutlined style={{ color: '#fff' }} />} aria-label={t('simpleDesigner.card.moveUp')} onClick={() => moveBranch(branch.id, -1)} /> : null}
      {index < count - 1 ? <Button type="text" size="small" icon={<ArrowRightOutlined style={{ color: '#fff' }} />} aria-label={t('simpleDesigner.card.moveDown')} onClick={() => moveBranch(branch.id, 1)} /> : null}
    </>
  ) : null;
  const title = kind === 'condition' ? `${branch.name} · ${t('simpleDesigner.card.priority', { n: index + 1 })}` : branch.name;
  return (
    <div className={styles.branch} data-testid={`simple-branch-${branch.id}`}>
      <NodeCard
        id={branch.id}
        selection={{ kind: 'branch', id: branch.id }}
        title={title}
        headClass={kind === 'parallel' ? styles.parallelHead : styles.branchHead}
        body={branchSummary(branch, kind, t, fields)}
        extra={arrows}
        remove={kind === 'otherwise' ? undefined : { confirm: t('simpleDesigner.card.removeBranchConfirm', { name: branch.name }), run: () => removeBranch(branch.id) }}
      />
      <AddNodeButton listId={branch.id} index={0} />
      <NodeList nodes={branch.nodes} listId={branch.id} />
      <div className={styles.branchFill} />
    </div>
  );
}
