import { z } from 'zod';

/**
 * A form field a process model declares on its start event or a user task, as the engine keeps it
 * in the deployed graph and as the start, task and submitted forms answer it to the screens.
 */
export const formFieldSchema = z.strictObject({
  id: z.string(),
  label: z.string().nullable(),
  /** long, string, boolean, date, enum or custom. */
  type: z.string(),
  default_value: z.string().nullable(),
  date_pattern: z.string().nullable(),
  enum_values: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  constraints: z.array(z.strictObject({ name: z.string(), config: z.string().nullable() })),
  properties: z.array(z.strictObject({ id: z.string(), value: z.string().nullable() })),
});
export type FormFieldDef = z.infer<typeof formFieldSchema>;
