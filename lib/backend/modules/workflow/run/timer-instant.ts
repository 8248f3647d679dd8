import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import { WorkflowError } from '../model/errors';
import { evaluate, ExpressionError } from '../model/expression';
import { addDuration } from '../model/duration';

/**
 * When a timer boundary event fires: its duration (ISO 8601, counted from now) or its date, either
 * possibly an expression over the instance's variables. A date without an offset is business time.
 */
export function timerInstant(timer: { kind: 'duration' | 'date'; text: string }, variables: Record<string, unknown>, now: Date, name: string): Date {
  let value: unknown;
  try {
    value = evaluate(timer.text, variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: name, detail: error.message });
    throw error;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const at = timer.kind === 'duration'
    ? addDuration(now, text)
    : value instanceof Date ? value : parseDateTime(text) ?? (DATE_PATTERN.test(text) ? dayStart(text) : null);
  if (!at || Number.isNaN(at.getTime())) throw new WorkflowError('workflow.run.badTimer', { node: name });
  return at;
}
