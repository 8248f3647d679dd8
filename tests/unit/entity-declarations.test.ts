import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@/lib/backend/seed/demo-dictionaries';
import { ENTITIES, entityByName } from '@/lib/entities';
import { DEMO_MODELS } from '@/lib/backend/modules/workflow/model/demo-models';
import { fromConditions, RESERVED_ACTION_NAMES } from '@/lib/entity/actions';
import { transitionAllowed } from '@/lib/entity/features/transitions/transitions';
import { boardMove } from '@/lib/entity/features/board/board';
import { parentLinksOf } from '@/lib/entity/features/family/family';
import { formulaFields, formulaInputs } from '@/lib/entity/features/formulas/formula';
import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import { isMembershipScope, isParentScope, SCOPE_COLUMN } from '@/lib/entity/types';
import { locales } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { permissionNames } from '@/lib/navigation/product-menu';

function hasMessage(locale: (typeof locales)[number], key: string): boolean {
  let node: unknown = messagesFor(locale);
  for (const part of key.split('.')) node = node && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
}

const dictionaryCodes = new Set(DICTIONARIES.map((d) => d.code));
const numberingKinds = new Set((DICTIONARIES.find((d) => d.code === 'numbering_kind')?.items ?? []).map((item) => item[0]));
const rightNames = new Set(permissionNames());

describe('every entity declaration names only things that exist', () => {
  it('has a unique name and table', () => {
    expect(new Set(ENTITIES.map((e) => e.name)).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES.map((e) => e.table)).size).toBe(ENTITIES.length);
  });

  for (const entity of ENTITIES) {
    describe(entity.name, () => {
      it('has its labels, pattern and scope messages in every language', () => {
        const keys = [entity.label, ...Object.values(entity.fields).flatMap((f) => [
          f.label,
          ...('pattern' in f && f.pattern ? [f.pattern.message] : []),
          ...(f.type === 'ref' && f.within ? [f.within.message ?? 'validation.refOutsideScope'] : []),
        ])];
        for (const locale of locales) for (const key of keys) expect(hasMessage(locale, key), `${locale}: ${key}`).toBe(true);
      });

      it('uses seeded dictionaries and menu names as rights', () => {
        for (const [name, field] of Object.entries(entity.fields)) {
          if (field.type === 'dict' || field.type === 'multiDict') expect(dictionaryCodes.has(field.dictCode), `${name}: dictionary ${field.dictCode}`).toBe(true);
        }
        for (const right of Object.values(entity.rights)) expect(rightNames.has(right), `right ${right}`).toBe(true);
        expect(entity.fields[entity.titleField] ?? null, 'title field').not.toBeNull();
        // The numbering rules page names each numbered kind by its numbering_kind dictionary item.
        if (entity.numbering) expect(numberingKinds.has(entity.name), `numbering_kind item ${entity.name}`).toBe(true);
      });

      it('declares actions with their texts, existing rights and fields, and transitions over a field of its own', () => {
        for (const [name, action] of Object.entries(entity.actions ?? {})) {
          expect(RESERVED_ACTION_NAMES, `action ${name}`).not.toContain(name);
          for (const locale of locales) for (const key of [action.label, action.confirm, action.done, ...Object.values(action.inputs).map((f) => f.label)]) expect(hasMessage(locale, key), `${locale}: ${key}`).toBe(true);
          if (action.right) expect(rightNames.has(action.right), `${name} right ${action.right}`).toBe(true);
          for (const condition of fromConditions(action)) expect(Object.hasOwn(entity.fields, condition.field), `${name} from ${condition.field}`).toBe(true);
          for (const [input, field] of Object.entries(action.prefill ?? {})) {
            expect(Object.hasOwn(action.inputs, input), `${name} prefills input ${input}`).toBe(true);
            expect(Object.hasOwn(entity.fields, field), `${name} prefills from ${field}`).toBe(true);
          }
          for (const [field, value] of Object.entries(action.set)) {
            expect(Object.hasOwn(entity.fields, field) || (field === SCOPE_COLUMN && entity.scope === 'department'), `${name} sets ${field}`).toBe(true);
            if ('input' in value) expect(Object.hasOwn(action.inputs, value.input), `${name} input ${value.input}`).toBe(true);
            if ('departmentOfUser' in value) expect(action.inputs[value.departmentOfUser]?.type, `${name} user input`).toBe('user');
          }
        }
        if (entity.transitions) {
          const field = entity.fields[entity.transitions.field];
          expect(field?.type, 'transitions over a dictionary field').toBe('dict');
          const values = new Set(DICTIONARIES.find((d) => field!.type === 'dict' && d.code === field!.dictCode)!.items.map(([value]) => value));
          for (const [from, tos] of Object.entries(entity.transitions.allowed)) for (const v of [from, ...tos]) expect(values.has(v), `transition value ${v}`).toBe(true);
          for (const [value, stampField] of Object.entries(entity.transitions.stamps ?? {})) {
            expect(values.has(value), `stamped value ${value}`).toBe(true);
            expect(entity.fields[stampField]?.type, `stamp field ${stampField}`).toBe('datetime');
          }
        }
      });

      it('builds its board, formulas and parent totals on fields that exist', () => {
        if (entity.board) {
          expect(entity.fields[entity.board.field]?.type, 'board over a dictionary field').toBe('dict');
          expect(boardMove(entity), `board action ${entity.board.action} sets ${entity.board.field} from an input`).not.toBeNull();
          for (const name of entity.board.cardFields) expect(Object.hasOwn(entity.fields, name), `card field ${name}`).toBe(true);
        }
        const figures = new Set(['number', 'money']);
        for (const [name, field] of formulaFields(entity)) {
          for (const input of formulaInputs(field.formula!)) expect(figures.has(entity.fields[input]?.type ?? ''), `${name} formula input ${input}`).toBe(true);
        }
        const single = entity.parent && 'entity' in entity.parent ? entity.parent : undefined;
        const parent = single ? entityByName(single.entity) : undefined;
        for (const [childField, parentField] of Object.entries(single?.totals ?? {})) {
          expect(figures.has(entity.fields[childField]?.type ?? ''), `total of ${childField}`).toBe(true);
          expect(figures.has(parent?.fields[parentField]?.type ?? ''), `total into ${parentField}`).toBe(true);
          expect(parent?.fields[parentField]?.form, `${parentField} is kept by the server, not typed`).toBe(false);
        }
        const kept = [
          ...Object.entries(single?.averages ?? {}).map(([childField, { into, weight }]) => [childField, into, weight] as const),
          ...Object.entries(single?.latest ?? {}).map(([childField, into]) => [childField, into, undefined] as const),
        ];
        for (const [childField, parentField, weight] of kept) {
          expect(entity.fields[childField]?.type, `kept from ${childField}`).toBe('number');
          expect(parent?.fields[parentField]?.type, `kept into ${parentField}`).toBe('number');
          expect(parent?.fields[parentField]?.form, `${parentField} is kept by the server, not typed`).toBe(false);
          if (weight) expect(entity.fields[weight]?.type, `weight ${weight}`).toBe('number');
        }
        for (const name of entity.listTotals ?? []) {
          const field = entity.fields[name];
          expect(figures.has(field?.type ?? ''), `list total of ${name}`).toBe(true);
          expect(field?.hidden || field?.stored === false, `list total of ${name} is a stored, answered column`).toBeFalsy();
        }
        for (const name of entity.cardFields ?? []) {
          const field = entity.fields[name];
          expect(Boolean(field) && field?.list !== false && name !== entity.titleField, `phone card field ${name} is a list column other than the name`).toBe(true);
        }
        if (entity.overdue) {
          expect(entity.fields[entity.overdue.field]?.type, 'overdue by a date field').toBe('date');
          if (entity.overdue.unless) expect(Object.hasOwn(entity.fields, entity.overdue.unless.field), `overdue unless ${entity.overdue.unless.field}`).toBe(true);
        }
        for (const [name, field] of Object.entries(entity.fields)) {
          if (field.onCreate) expect([field.type, field.form], `${name} set on create`).toEqual([field.onCreate === 'now' ? 'datetime' : 'user', false]);
        }
      });

      it('scopes by member fields that name users, and declares an approval its transitions allow', () => {
        if (isParentScope(entity.scope)) expect(entity.parent && 'entity' in entity.parent, 'a parent scope follows a single-kind parent').toBe(true);
        if (isMembershipScope(entity.scope)) {
          for (const name of [...entity.scope.members, ...(entity.scope.editors ?? [])]) expect(entity.fields[name]?.type, `member field ${name}`).toBe('user');
          for (const name of entity.scope.editors ?? []) expect(entity.scope.members, `editor ${name}`).toContain(name);
        }
        const approval = entity.approval;
        if (!approval) return;
        expect(entity.transitions, 'an approval moves the status its transitions govern').toBeDefined();
        const transitions = entity.transitions!;
        const { RUNNING, APPROVED, REJECTED, CANCELED } = approval.statuses;
        for (const from of approval.from) expect(transitionAllowed(transitions, from, RUNNING), `${from} → ${RUNNING}`).toBe(true);
        for (const to of [APPROVED, REJECTED, CANCELED]) expect(transitionAllowed(transitions, RUNNING, to), `${RUNNING} → ${to}`).toBe(true);
        // Nothing but the approval leaves the running status: no declared action starts from it.
        for (const [name, action] of Object.entries(entity.actions ?? {})) expect(fromConditions(action).some((c) => c.field === transitions.field && c.values.includes(RUNNING)), `action ${name} from ${RUNNING}`).toBe(false);
        const model = DEMO_MODELS.find((m) => m.model_key === approval.modelKey);
        expect(model, `model ${approval.modelKey}`).toBeDefined();
        const startForm = model!.process.nodes.find((n) => n.type === 'startEvent')?.form ?? [];
        for (const [formField, recordField] of Object.entries(approval.formData)) {
          expect(startForm.some((f) => f.id === formField), `form field ${formField}`).toBe(true);
          expect(Object.hasOwn(entity.fields, recordField), `record field ${recordField}`).toBe(true);
          // The start form is copied into the process, which approvers read outside the record's listing and its masking.
          expect(sensitiveFieldsOf(entity).map(([name]) => name), `record field ${recordField} is sensitive`).not.toContain(recordField);
        }
      });

      it('gives the creator by default only to single user fields', () => {
        for (const [name, field] of Object.entries(entity.fields)) {
          if (!('creatorByDefault' in field) || !field.creatorByDefault) continue;
          expect(field.type, name).toBe('user');
          expect('multiple' in field && field.multiple, name).toBeFalsy();
        }
      });

      it('links to entities and fields that exist', () => {
        for (const [name, field] of Object.entries(entity.fields)) {
          if (field.type !== 'ref') continue;
          const target = entityByName(field.entity);
          expect(target, `${name} → ${field.entity}`).toBeDefined();
          expect(field.labelField === target!.key || Object.hasOwn(target!.fields, field.labelField), `${name} label field ${field.labelField}`).toBe(true);
          if (field.within) {
            expect(Object.hasOwn(entity.fields, field.within.field), `${name} within ${field.within.field}`).toBe(true);
            expect(Object.hasOwn(target!.fields, field.within.targetField), `${name} within ${field.entity}.${field.within.targetField}`).toBe(true);
          }
        }
        for (const link of parentLinksOf(entity)) {
          expect(entityByName(link.entity), `parent ${link.entity}`).toBeDefined();
          expect(entity.fields[link.foreignKey]?.required, `parent key ${link.foreignKey} is a required field`).toBe(true);
          if (link.kind) expect(entity.fields[link.kind.field]?.required, `parent kind ${link.kind.field} is a required field`).toBe(true);
        }
        if (entity.timeline) {
          const { time, who, tag, text, more = [] } = entity.timeline;
          expect(entity.fields[time]?.type, `timeline time ${time}`).toBe('datetime');
          if (who) expect(entity.fields[who]?.type, `timeline who ${who}`).toBe('user');
          if (tag) expect(entity.fields[tag]?.type, `timeline tag ${tag}`).toBe('dict');
          for (const field of [text, ...more]) expect(Object.hasOwn(entity.fields, field), `timeline field ${field}`).toBe(true);
        }
        for (const child of entity.children ?? []) {
          const target = entityByName(child.entity);
          expect(target, `child ${child.entity}`).toBeDefined();
          expect(Object.hasOwn(target!.fields, child.foreignKey), `child key ${child.foreignKey}`).toBe(true);
        }
      });
    });
  }
});
