'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import { kindTakesValues, RuleRefsInput } from '@/components/workflow/designer/panel/sections/RuleRefsInput';
import type { ApproverKind } from '@/lib/workflow/approver-rule';
import type { SimpleRule } from '@/lib/workflow/simple-flow/schema';

/** Who: the rule's kind and the values it needs, picked with the BPMN designer's pickers. */
export function RuleFields({ rule, kinds, label, onChange }: { rule: SimpleRule; kinds: readonly ApproverKind[]; label: string; onChange: (rule: SimpleRule) => void }) {
  const t = useTranslations('designer.approver');
  return (
    <>
      <FieldRow label={label}>
        <Select
          value={rule.kind}
          onChange={(kind: ApproverKind) => onChange({ ...rule, kind, refs: [], expression: '' })}
          options={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          data-testid="simple-rule-kind"
        />
      </FieldRow>
      {kindTakesValues(rule.kind) ? (
        <FieldRow label={t(`value.${rule.kind}`)}>
          <RuleRefsInput kind={rule.kind} value={rule} onChange={(next) => onChange({ ...rule, ...next })} testPrefix="simple-rule" />
        </FieldRow>
      ) : null}
    </>
  );
}
