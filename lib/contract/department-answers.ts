import { z } from 'zod';

/** The department trees the department and picker calls answer. */

/** A department as management and pickers show it: id, key, value and title are its key and name. */
export const departNodeSchema = z.strictObject({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  value: z.string(),
  depart_name: z.string(),
  parent_key: z.string().nullable(),
  org_code: z.string(),
  get children() {
    return z.array(departNodeSchema);
  },
});
export const departTreeSchema = z.array(departNodeSchema);

/** A department as a tree select's node. */
export const departIdNodeSchema = z.strictObject({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  get children() {
    return z.array(departIdNodeSchema);
  },
});
export const departIdTreeSchema = z.array(departIdNodeSchema);

/** Departments with their active members as selectable leaves (permission group members). */
export const userTreeNodeSchema = z.strictObject({
  key: z.string(),
  title: z.string(),
  value: z.string(),
  isLeaf: z.boolean(),
  selectable: z.boolean(),
  get children() {
    return z.array(userTreeNodeSchema);
  },
});
export const userTreeSchema = z.array(userTreeNodeSchema);
