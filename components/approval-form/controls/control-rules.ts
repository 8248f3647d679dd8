import type { FormRule } from 'antd';
import type { Control, DetailColumn } from '@/lib/contract/approval-form/design';
import { controlRule, type RuleText } from '@/lib/contract/approval-form/submission';
import { toSubmission } from '../form-values';

/** The antd rule of one control: the contract's rule over the value as it will be submitted. */
export function antdRuleOf(control: Control | DetailColumn, text: RuleText, field?: string): FormRule[] {
  const rule = controlRule(control, text, field);
  const single = { fields: [control] };
  return [
    {
      validator: async (_, value: unknown) => {
        const result = rule.safeParse(toSubmission(single, { [control.id]: value })[control.id]);
        if (!result.success) throw new Error(result.error.issues[0]?.message);
      },
    },
  ];
}
