'use client';

import { useTranslations } from 'next-intl';
import { fromIsoDuration } from '@/lib/workflow/simple-flow/duration';
import type { Branch, Condition, ConditionBranch, FlowField, SimpleNode } from '@/lib/workflow/simple-flow/schema';

type T = ReturnType<typeof useTranslations>;

/** What a card says about its node: who approves (and how several decide), whom it copies, how long it waits. */
export function nodeSummary(node: SimpleNode, t: T, fields: readonly FlowField[], names: string[] | null = null): string {
  switch (node.type) {
    case 'approver':
    case 'copy': {
      const kind = t(`designer.approver.kinds.${node.rule.kind}`);
      const who = names && names.length > 0 ? names.join('、') : node.rule.refs.length > 0 ? t('simpleDesigner.card.refs', { kind, count: node.rule.refs.length }) : kind;
      return node.type === 'approver' && node.mode !== 'single' ? `${who} · ${t(`designer.approver.modes.${node.mode}`)}` : who;
    }
    case 'delay': {
      if (node.wait.kind === 'field') {
        const field = node.wait.field;
        return t('simpleDesigner.card.waitUntil', { field: fields.find((f) => f.id === field)?.label ?? field });
      }
      const duration = fromIsoDuration(node.wait.duration);
      return duration ? t('simpleDesigner.card.waitFor', { amount: duration.amount, unit: t(`simpleDesigner.drawer.units.${duration.unit}`) }) : node.wait.duration;
    }
    default:
      return '';
  }
}

const OP_SYMBOLS = { gt: '>', gte: '≥', lt: '<', lte: '≤', eq: '=' } as const;

function conditionText(condition: Condition, t: T, fields: readonly FlowField[]): string {
  const label = (id: string) => fields.find((f) => f.id === id)?.label ?? id;
  switch (condition.kind) {
    case 'number':
      return condition.op === 'between'
        ? `${condition.value} ≤ ${label(condition.field)} ≤ ${condition.upTo ?? '?'}`
        : `${label(condition.field)} ${OP_SYMBOLS[condition.op]} ${condition.value}`;
    case 'choice': {
      const options = fields.find((f) => f.id === condition.field)?.options ?? [];
      return `${label(condition.field)} ∈ ${condition.values.map((v) => options.find((o) => o.value === v)?.label ?? v).join('、')}`;
    }
    case 'text':
      return `${label(condition.field)} = ${condition.value}`;
    case 'department':
      return `${t('simpleDesigner.drawer.conditionKinds.department')} · ${condition.departments.length}`;
    case 'role':
      return `${t('simpleDesigner.drawer.conditionKinds.role')} · ${condition.roles.length}`;
  }
}

/** What a branch card says: its conditions (joined by “且”), or what kind of branch it is. */
export function branchSummary(branch: Branch | ConditionBranch, kind: 'condition' | 'otherwise' | 'parallel', t: T, fields: readonly FlowField[]): string {
  if (kind === 'otherwise') return t('simpleDesigner.card.otherwiseHint');
  if (kind === 'parallel') return t('simpleDesigner.card.parallelHint');
  const conditions = 'conditions' in branch ? branch.conditions : [];
  return conditions.length === 0 ? t('simpleDesigner.card.noConditions') : conditions.map((c) => conditionText(c, t, fields)).join(' · ');
}
