import { ResultCode } from '@/lib/contract/envelope';
import type { CustomFieldDefinition, customFieldInputSchema } from '@/lib/contract/custom-fields';
import { ENTITIES, entityByName } from '@/lib/entities';
import { expressionInputs } from '@/lib/entity/features/computed/declaration';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { translate } from '@/lib/i18n/messages';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { checkExpression, isProblem } from '../features/computed/expression';
import { shapeOf } from './shapes';

type Input = z.output<typeof customFieldInputSchema>;

const refuse = (field: string, key: string, values: Record<string, string | number> = {}) =>
  new ApiError(ResultCode.badRequest, messageWith(key, values), field);

const labelOf = (field: FieldDef) => translate('zh-CN', field.label);

/** The kinds whose records belong to this one (their parent link names it): what a roll-up may read. */
export function childKindsOf(entity: EntityDef): EntityDef[] {
  return ENTITIES.filter((e) => e.parent && 'entity' in e.parent && e.parent.entity === entity.name);
}

/**
 * The formula as stored (`{name}` references), once it names only the kind's fields, parses, calls
 * known functions, reads figures where it computes and forms no cycle with the kind's other formulas.
 */
export function checkedFormula(entity: EntityDef, input: Input, column: string, stored: readonly CustomFieldDefinition[]): string {
  if (!input.expression) throw refuse('expression', 'customFields.formula.empty');
  const shaped = shapeOf(entity);
  // The field itself is not among what it may read; the other fields are as they stand.
  const { [column]: _self, ...fields } = shaped.fields;
  const checked = checkExpression(input.expression, fields, labelOf, input.resultType ?? 'money');
  if (isProblem(checked)) throw refuse('expression', checked.message, checked.values);
  const formulas = new Map(stored.filter((d) => d.type === 'formula' && d.state !== 'retired' && d.column !== column).map((d) => [d.column, expressionInputs(d.options.expression ?? '')]));
  formulas.set(column, checked.inputs);
  const cycle = cycleThrough(column, formulas);
  if (cycle) throw refuse('expression', 'customFields.formula.cycle', { path: cycle.map((name) => (name === column ? input.label : labelOf(shaped.fields[name]!))).join(' → ') });
  return checked.stored;
}

/** A path of formulas from `start` back to itself, if the formulas read each other round. */
function cycleThrough(start: string, reads: ReadonlyMap<string, readonly string[]>): string[] | null {
  const walk = (name: string, path: string[]): string[] | null => {
    for (const next of reads.get(name) ?? []) {
      if (next === start) return [...path, next];
      if (!path.includes(next) && reads.has(next)) {
        const found = walk(next, [...path, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

/** A roll-up reads a child kind of this one, a figure of it (but for a count), and filters on a field it has. */
export function checkRollup(entity: EntityDef, input: Input): void {
  const child = childKindsOf(entity).find((e) => e.name === input.childEntity);
  if (!child) throw refuse('childEntity', 'customFields.rollup.notChild');
  if (!input.aggregate) throw refuse('aggregate', 'customFields.rollup.aggregateMissing');
  const fields = shapeOf(entityByName(child.name)!).fields;
  if (input.aggregate !== 'count') {
    const field = input.childField ? fields[input.childField] : undefined;
    if (!field) throw refuse('childField', 'customFields.rollup.fieldMissing');
    if (field.type !== 'number' && field.type !== 'money') throw refuse('childField', 'customFields.rollup.fieldNotNumber', { name: labelOf(field) });
  }
  if (input.whereField && !(input.whereField in fields)) throw refuse('whereField', 'customFields.rollup.whereUnknown');
  if ((input.resultType ?? 'money') === 'text') throw refuse('resultType', 'customFields.rollup.textResult');
}
