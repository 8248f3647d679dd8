import type { FormRule } from 'antd';

/** The part of a zod safeParse result these helpers read. */
export interface SchemaCheck {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** The first message key the check reports for one field, if any. */
export function issueFor(check: SchemaCheck, field: string): string | undefined {
  if (check.success) return undefined;
  return check.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * An antd rule that asks a shared zod schema about one field. The whole form is checked, not
 * the field alone, so cross-field rules (a confirmation that must match) come from the schema too.
 */
export function schemaRule(check: () => SchemaCheck, field: string, translate: (key: string) => string): FormRule {
  return {
    validator: async () => {
      const key = issueFor(check(), field);
      if (key) throw new Error(translate(key));
    },
  };
}
