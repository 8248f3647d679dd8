import type { ModdleElement } from 'bpmn-moddle';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { describe } from '@/lib/workflow/element-label';
import { WorkflowError } from './errors';

/**
 * A user task's copyTo property (抄送): user keys separated by commas, read when the model is
 * deployed so a malformed list is refused then rather than when someone approves.
 */
export function copyUsers(element: ModdleElement, raw: string | null): string[] {
  if (!raw) return [];
  const users = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  for (const user of users) if (!KEY_PATTERN.test(user)) throw new WorkflowError('workflow.deploy.badCopy', { name: describe(element), value: user });
  return users;
}
