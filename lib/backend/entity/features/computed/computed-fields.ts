import { expressionInputs, type RollupDecl } from '@/lib/entity/features/computed/declaration';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { ApiError } from '../../../http/errors';
import { BeyondColumn, evaluateExpression } from './expression';

type ExpressionField = [string, FieldDef & { computed: { expression: string } }];

const ordered = new WeakMap<EntityDef, ExpressionField[]>();

/** A kind's expression fields, each after the ones it reads (saving refuses cycles). */
export function expressionFields(entity: EntityDef): ExpressionField[] {
  let fields = ordered.get(entity);
  if (fields) return fields;
  const all = Object.entries(entity.fields).filter((entry): entry is ExpressionField => Boolean(entry[1].computed && 'expression' in entry[1].computed));
  const names = new Set(all.map(([name]) => name));
  fields = [];
  const placed = new Set<string>();
  const place = ([name, field]: ExpressionField, path: ReadonlySet<string>) => {
    if (placed.has(name) || path.has(name)) return;
    for (const input of expressionInputs(field.computed.expression)) {
      const before = all.find(([other]) => other === input);
      if (before && names.has(input)) place(before, new Set([...path, name]));
    }
    placed.add(name);
    fields.push([name, field]);
  };
  for (const entry of all) place(entry, new Set());
  ordered.set(entity, fields);
  return fields;
}

/**
 * A formula field whose result is larger than its column holds: the write is refused with the
 * field's label in the caller's language (「回款率」超出可保存的范围), nothing written.
 */
export class FormulaBeyondColumn extends ApiError {
  constructor(readonly column: string, readonly formula: FieldDef) {
    // A field the caller may not see is not named to them.
    super(ResultCode.badRequest, formula.hidden ? 'validation.beyondColumnUnseen' : messageWith('validation.beyondColumn', { label: formula.label }), formula.hidden ? undefined : column);
  }
}

/** The values with every expression field worked out from them, in order. */
export function withExpressions(entity: EntityDef, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, field] of expressionFields(entity)) {
    try {
      out[name] = evaluateExpression(field.computed.expression, field, out, entity.fields);
    } catch (error) {
      if (error instanceof BeyondColumn) throw new FormulaBeyondColumn(name, field);
      throw error;
    }
  }
  return out;
}

/** The parent's roll-up fields over one child kind. */
export function rollupsOver(parent: EntityDef, child: string): [string, RollupDecl][] {
  return Object.entries(parent.fields).flatMap(([name, field]) => (field.computed && 'rollup' in field.computed && field.computed.rollup.child === child ? [[name, field.computed.rollup]] : []));
}
