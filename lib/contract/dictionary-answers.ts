import { z } from 'zod';
import { totalledListSchemaOf } from './page';

/** What the dictionary calls answer: items as selects and lists show them, trees, a dictionary with its items. */

const dictItemShape = {
  item_key: z.string(),
  value: z.string(),
  /** The text in the reader's language (the stored text where no English one is given). */
  text: z.string(),
  /** The English text as stored, null where none is given (imports accept both texts). */
  text_en: z.string().nullable(),
  label: z.string(),
  title: z.string(),
  status: z.string(),
  sort_no: z.number().nullable(),
  parent_key: z.string().nullable(),
};

export const dictItemViewSchema = z.strictObject(dictItemShape);
export type DictItemView = z.infer<typeof dictItemViewSchema>;
export const dictItemViewsSchema = z.array(dictItemViewSchema);

/** An item of a tree dictionary with its children (key is its value). */
export const dictTreeNodeSchema = dictItemViewSchema.extend({
  key: z.string(),
  get children() {
    return z.array(dictTreeNodeSchema);
  },
});
export type DictTreeNode = z.infer<typeof dictTreeNodeSchema>;
export const dictTreeSchema = z.array(dictTreeNodeSchema);

/** A tree dictionary as a cascader's options. */
export const dictLabelNodeSchema = z.strictObject({
  label: z.string(),
  value: z.string(),
  get children() {
    return z.array(dictLabelNodeSchema).optional();
  },
});
export const dictLabelTreeSchema = z.array(dictLabelNodeSchema);

/** The texts of the values asked, in their order (a value without an item stands for itself). */
export const dictTextsSchema = z.array(z.string());

/** A dictionary with all its items. */
export const dictionaryWithItemsSchema = z.strictObject({
  dict_key: z.string(),
  dict_code: z.string(),
  dict_name: z.string(),
  tree: z.boolean().nullable(),
  description: z.string().nullable(),
  version: z.number(),
  items: dictItemViewsSchema,
});

export const dictItemPageSchema = totalledListSchemaOf(dictItemViewSchema);
export const dictTreePageSchema = totalledListSchemaOf(dictTreeNodeSchema);

/** An item's status after the switch. */
export const dictItemStatusSchema = z.strictObject({ status: z.string() });

/** A free value (a taken one is refused with 409). */
export const valueFreeSchema = z.literal(true);
