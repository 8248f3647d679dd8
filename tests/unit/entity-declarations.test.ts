import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@/lib/backend/seed/demo-dictionaries';
import { ENTITIES, entityByName } from '@/lib/entities';
import { RESERVED_ACTION_NAMES } from '@/lib/entity/actions';
import { boardMove } from '@/lib/entity/board';
import { formulaFields } from '@/lib/entity/formula';
import { SCOPE_COLUMN } from '@/lib/entity/types';
import { locales } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { permissionNames } from '@/lib/navigation/product-menu';

function hasMessage(locale: (typeof locales)[number], key: string): boolean {
  let node: unknown = messagesFor(locale);
  for (const part of key.split('.')) node = node && typeof node === 'object' && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
}

const dictionaryCodes = new Set(DICTIONARIES.map((d) => d.code));
const rightNames = new Set(permissionNames());

describe('every entity declaration names only things that exist', () => {
  it('has a unique name and table', () => {
    expect(new Set(ENTITIES.map((e) => e.name)).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES.map((e) => e.table)).size).toBe(ENTITIES.length);
  });

  for (const entity of ENTITIES) {
    describe(entity.name, () => {
      it('has its labels and pattern messages in every language', () => {
        const keys = [entity.label, ...Object.values(entity.fields).flatMap((f) => [f.label, ...('pattern' in f && f.pattern ? [f.pattern.message] : [])])];
        for (const locale of locales) for (const key of keys) expect(hasMessage(locale, key), `${locale}: ${key}`).toBe(true);
      });

      it('uses seeded dictionaries and menu names as rights', () => {
        for (const [name, field] of Object.entries(entity.fields)) {
          if (field.type === 'dict' || field.type === 'multiDict') expect(dictionaryCodes.has(field.dictCode), `${name}: dictionary ${field.dictCode}`).toBe(true);
        }
        for (const right of Object.values(entity.rights)) expect(rightNames.has(right), `right ${right}`).toBe(true);
        expect(entity.fields[entity.titleField] ?? null, 'title field').not.toBeNull();
      });

      it('declares actions with their texts, existing rights and fields, and transitions over a field of its own', () => {
        for (const [name, action] of Object.entries(entity.actions ?? {})) {
          expect(RESERVED_ACTION_NAMES, `action ${name}`).not.toContain(name);
          for (const locale of locales) for (const key of [action.label, action.confirm, action.done, ...Object.values(action.inputs).map((f) => f.label)]) expect(hasMessage(locale, key), `${locale}: ${key}`).toBe(true);
          if (action.right) expect(rightNames.has(action.right), `${name} right ${action.right}`).toBe(true);
          if (action.from) expect(Object.hasOwn(entity.fields, action.from.field), `${name} from ${action.from.field}`).toBe(true);
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
          for (const input of field.formula!.times) expect(figures.has(entity.fields[input]?.type ?? ''), `${name} formula input ${input}`).toBe(true);
        }
        const parent = entity.parent ? entityByName(entity.parent.entity) : undefined;
        for (const [childField, parentField] of Object.entries(entity.parent?.totals ?? {})) {
          expect(figures.has(entity.fields[childField]?.type ?? ''), `total of ${childField}`).toBe(true);
          expect(figures.has(parent?.fields[parentField]?.type ?? ''), `total into ${parentField}`).toBe(true);
          expect(parent?.fields[parentField]?.form, `${parentField} is kept by the server, not typed`).toBe(false);
        }
      });

      it('links to entities and fields that exist', () => {
        for (const [name, field] of Object.entries(entity.fields)) {
          if (field.type !== 'ref') continue;
          const target = entityByName(field.entity);
          expect(target, `${name} → ${field.entity}`).toBeDefined();
          expect(field.labelField === target!.key || Object.hasOwn(target!.fields, field.labelField), `${name} label field ${field.labelField}`).toBe(true);
        }
        if (entity.parent) {
          expect(entityByName(entity.parent.entity), `parent ${entity.parent.entity}`).toBeDefined();
          expect(entity.fields[entity.parent.foreignKey]?.required, `parent key ${entity.parent.foreignKey} is a required field`).toBe(true);
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
