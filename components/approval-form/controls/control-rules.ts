import type { FormRule } from 'antd';
import type { Control, ControlOf, DetailColumn } from '@/lib/contract/approval-form/design';
import { controlRule, detailRowsIssue, isBlankRow, type RuleText } from '@/lib/contract/approval-form/submission';
import { toSubmission } from '../form-values';

/**
 * The antd rule of one control: the contract's rule over the value as it will be submitted. A cell
 * of a detail row passes while its whole row is empty (`rowIsBlank`): an empty row is no row.
 */
export function antdRuleOf(control: Control | DetailColumn, text: RuleText, field?: string, rowIsBlank?: () => boolean): FormRule[] {
  const rule = controlRule(control, text, field);
  const single = { fields: [control] };
  return [
    {
      validator: async (_, value: unknown) => {
        if (rowIsBlank?.()) return;
        const result = rule.safeParse(toSubmission(single, { [control.id]: value })[control.id]);
        if (!result.success) throw new Error(result.error.issues[0]?.message);
      },
    },
  ];
}

/** The rule of a detail table's rows as a whole (required, fewest and most rows), counting only the rows holding a value. */
export function antdRowsRuleOf(table: ControlOf<'detail'>, text: RuleText): { validator: (rule: unknown, rows: unknown) => Promise<void> }[] {
  const single = { fields: [table] };
  return [
    {
      validator: async (_, rows: unknown) => {
        const issue = detailRowsIssue(table, toSubmission(single, { [table.id]: rows ?? [] })[table.id], text);
        if (issue) throw new Error(issue);
      },
    },
  ];
}

/** Whether a row, as the form holds it, holds no value yet. */
export const isBlankHeldRow = (table: ControlOf<'detail'>, row: unknown) => isBlankRow(table, (toSubmission({ fields: [table] }, { [table.id]: [row ?? {}] })[table.id] as unknown[])[0]);
