import { ok } from '@/lib/contract/envelope';
import {
  customFieldDefinitionSchema,
  customFieldEntityQuerySchema,
  customFieldInputSchema,
  customFieldListSchema,
  customFieldOrderInputSchema,
  customFieldShapeSchema,
  customFieldStateInputSchema,
  type CustomFieldDefinition,
} from '@/lib/contract/custom-fields';
import { noDataSchema } from '@/lib/contract/no-data';
import { entityByName } from '@/lib/entities';
import { isCustomColumn } from '@/lib/entity/custom-fields';
import type { EntityDef } from '@/lib/entity/types';
import { readDefinitions } from '../../entity/custom-fields/definitions';
import { currentDefinitions, shapeOf } from '../../entity/custom-fields/shapes';
import { allowsUse } from '../../entity/field-use';
import { orderDefinitions, saveDefinition, setDefinitionState } from '../../entity/custom-fields/save';
import { listingOf, writerOf } from '../../entity/registry';
import { badRequest, forbidden } from '../../http/errors';
import { defineCallRoute } from '../../http/route';
import { reindexKind } from '../../search/search-index';
import { customFieldCalls } from '@/lib/contract/custom-field-calls';
import { shapeCall } from '@/lib/contract/entity-feature-calls';

const TAG = 'system';

function kindNamed(name: string): EntityDef {
  const entity = entityByName(name);
  if (!entity) throw badRequest('customFields.errors.unknownEntity');
  return entity;
}

/**
 * How a field takes part in the search: not at all, in every entry's open part, or in a section of
 * its own, matched only for some readers (limited to some roles, or sensitive: who matches it is
 * decided at each search, so a move between those two leaves the entries as they are).
 */
function searchedAs(definition: CustomFieldDefinition | undefined): 'no' | 'open' | 'apart' {
  if (!definition?.options.search) return 'no';
  return (definition.options.readRoles ?? []).length > 0 || definition.options.sensitive ? 'apart' : 'open';
}

const list = defineCallRoute(customFieldCalls.list, {
  tag: TAG,
  summary: "A record kind's own fields (read only) and the fields administrators added to it, retired ones included",
  access: 'admin',
  input: customFieldEntityQuerySchema,
  output: customFieldListSchema,
  async handler({ db, input }) {
    const entity = kindNamed(input.entity);
    const builtIn = Object.entries(entity.fields)
      .filter(([name, f]) => !f.hidden && f.stored !== false && !isCustomColumn(name))
      .map(([name, f]) => ({ name, label: f.label, type: f.type, required: Boolean(f.required) }));
    const fields = (await readDefinitions(db)).filter((d) => d.entity === entity.name);
    return ok({ builtIn, fields });
  },
});

const save = defineCallRoute(customFieldCalls.save, {
  tag: TAG,
  summary: 'Add a field to a record kind (its column is made at once, in every process from its next call) or change one: a new label renames it, a change that would lose stored values is refused',
  access: 'admin',
  input: customFieldInputSchema,
  output: customFieldDefinitionSchema,
  async handler({ db, auth, input }) {
    // As this call read them: how the field was searched before this save.
    const before = input.key ? currentDefinitions().find((d) => d.key === input.key) : undefined;
    const saved = await db.transaction((tx) => saveDefinition(tx, auth, input));
    // A field newly searchable, no longer searchable, or moved into or out of a section of the
    // entries (now limited to roles or sensitive, or no longer): the kind's entries are written
    // again, so its stored records are found by it as it now stands, and by whom.
    if (searchedAs(saved) !== searchedAs(before)) await reindexKind(db, kindNamed(saved.entity));
    return ok(saved, input.key ? 'crud.updated' : 'crud.created');
  },
});

const state = defineCallRoute(customFieldCalls.state, {
  tag: TAG,
  summary: "Show, hide, retire or restore an added field; its column and stored values are kept whatever its state",
  access: 'admin',
  input: customFieldStateInputSchema,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    await db.transaction((tx) => setDefinitionState(tx, auth, input.key, input.state));
    return ok(null, 'crud.updated');
  },
});

const order = defineCallRoute(customFieldCalls.order, {
  tag: TAG,
  summary: "The order of a kind's added fields in its forms, details and lists (keys first to last)",
  access: 'admin',
  input: customFieldOrderInputSchema,
  output: noDataSchema,
  async handler({ db, input }) {
    kindNamed(input.entity);
    await db.transaction((tx) => orderDefinitions(tx, input.entity, input.keys));
    return ok(null, 'crud.updated');
  },
});

const shape = defineCallRoute(shapeCall, {
  tag: TAG,
  summary: "The fields added to a kind that its pages show (retired ones left out), and the fields the caller may not filter or sort by, for anyone who may read the kind's records",
  input: customFieldEntityQuerySchema,
  output: customFieldShapeSchema,
  async handler({ db, auth, input }) {
    const entity = kindNamed(input.entity);
    if (!(await writerOf(entity).holdsRight(db, auth, 'read'))) throw forbidden();
    // The definitions this call already runs with (read at its access version).
    const fields = currentDefinitions().filter((d) => d.entity === entity.name && d.state !== 'retired' && d.access !== 'none');
    const targets = fields.flatMap((d) => (d.options.refEntity ? [entityByName(d.options.refEntity)] : [])).filter((t) => t !== undefined);
    const shaped = shapeOf(entity);
    const check = await listingOf(shaped).fieldUse(db, auth);
    const unqueryable = Object.keys(shaped.fields).filter((name) => !allowsUse(check, name, 'filter'));
    return ok({ fields, titles: Object.fromEntries(targets.map((t) => [t.name, t.titleField])), unqueryable });
  },
});

export const customFieldRoutes = [list, save, state, order, shape];
