import { z } from 'zod';
import { matchTypeSchema, queryConditionsSchema } from '@/lib/entity/advanced-query';
import { messageWith } from '@/lib/entity/messages';
import { LIST_VIEW_KINDS, LIST_VIEW_LIMITS as L } from './list-view-paths';

/**
 * A list's saved view: which columns in which order and widths, the filter bar's values, the
 * advanced query, the sort, the grouping, and table or kanban board. Personal, or shared with
 * roles and departments; each user may choose one as her default for a kind. The form and the
 * server check a save with the same schema; the server then checks every name against the kind's
 * shape (added fields included) and the sharing against the roles and departments that exist.
 */

const V = 'listView.validation';
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, `${V}.unknownField`);

export const listViewColumnSchema = z.strictObject({
  name: fieldName,
  /** Pixels, when the user dragged the column's edge; the column's own width otherwise. */
  width: z.number().int().min(L.minWidth).max(L.maxWidth).optional(),
});

export const listViewSortSchema = z.strictObject({ column: fieldName, order: z.enum(['asc', 'desc']) });

export const listViewSettingsSchema = z.strictObject({
  kind: z.enum(LIST_VIEW_KINDS),
  /** The shown columns in their order; empty: the kind's declared columns. */
  columns: z.array(listViewColumnSchema).max(L.columns),
  /** The filter bar's values in the list convention (what the query call is sent). */
  filters: z.record(z.string().max(80), z.string().max(2000)),
  /** The same values as the filter bar's inputs hold them, so applying the view fills the bar. */
  filterValues: z.record(z.string().max(80), z.unknown()),
  advanced: z.strictObject({ matchType: matchTypeSchema, conditions: queryConditionsSchema }).nullable(),
  sort: listViewSortSchema.nullable(),
  /** A table grouped by this field's values (a choice, person, department or yes/no field). */
  groupBy: fieldName.nullable(),
  /** A board's columns: this choice field's values. */
  boardField: fieldName.nullable(),
});
export type ListViewSettings = z.infer<typeof listViewSettingsSchema>;

export const listViewInputSchema = z
  .object({
    /** One of the caller's own views to change; a new view without it. */
    viewKey: z.string().min(1).max(64).optional(),
    entity: z.string().min(1).max(64),
    name: z
      .string({ error: `${V}.nameRequired` })
      .trim()
      .min(1, `${V}.nameRequired`)
      .max(L.name, messageWith(`${V}.nameTooLong`, { n: L.name })),
    settings: listViewSettingsSchema,
    shared: z.boolean(),
    shareRoles: z.array(z.string().min(1).max(64)).max(L.shareTargets),
    shareDepartments: z.array(z.string().min(1).max(64)).max(L.shareTargets),
  })
  .superRefine((view, ctx) => {
    // A shared view names whom it is shared with; "shared with nobody" is a personal view mislabelled.
    if (view.shared && view.shareRoles.length === 0 && view.shareDepartments.length === 0) {
      ctx.addIssue({ code: 'custom', message: `${V}.sharedToNobody`, path: ['shareRoles'] });
    }
    if (view.settings.kind === 'board' && !view.settings.boardField) {
      ctx.addIssue({ code: 'custom', message: `${V}.boardField`, path: ['settings', 'boardField'] });
    }
  });
export type ListViewInput = z.infer<typeof listViewInputSchema>;

export const listViewSchema = z.strictObject({
  view_key: z.string(),
  entity: z.string(),
  name: z.string(),
  settings: listViewSettingsSchema,
  shared: z.boolean(),
  share_roles: z.array(z.string()),
  share_departments: z.array(z.string()),
  owner_key: z.string(),
  owner_name: z.string().nullable(),
  /** The caller's own: only those can be changed, shared or deleted. */
  mine: z.boolean(),
  /** The caller's list of this kind opens with it. */
  is_default: z.boolean(),
  update_time: z.string(),
});
export type ListView = z.infer<typeof listViewSchema>;
export const listViewsSchema = z.array(listViewSchema);
export const listViewSaveSchema = z.strictObject({ view_key: z.string() });

/** The roles a view can be shared with, by code and name. */
export const shareRolesSchema = z.array(z.strictObject({ code: z.string(), name: z.string() }));
