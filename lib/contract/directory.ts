import { z } from 'zod';

/**
 * Whom the user and department pickers list. `managed`: the departments the caller manages (an
 * administrator sees all), as for maintaining users. `company`: the whole organisation's active
 * staff, for choosing colleagues in an approval (发起人自选, 转办, 委派, 加签, 抄送); open to staff,
 * who belong to a department.
 */
export const directoryScopeSchema = z.enum(['managed', 'company']).default('managed');

export type DirectoryScope = z.infer<typeof directoryScopeSchema>;

/**
 * A colleague as the directory answers one to whoever may not see personal details: a staff member
 * in the company directory, and a partner account in any user list. What a picker shows and no
 * more: no account, contact details, birthday, sex, roles or status. Administrators get the full
 * user record, which carries these fields too.
 */
export const directoryEntryShape = {
  user_key: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  /** Department keys. */
  belong_departs: z.array(z.string()),
  /** Department names, comma-separated. */
  org_code_txt: z.string(),
  position_names: z.array(z.string()),
};
export const directoryEntrySchema = z.strictObject(directoryEntryShape);
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
