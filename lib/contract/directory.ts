import { z } from 'zod';

/**
 * Whom the user and department pickers list. `managed`: the departments the caller manages (an
 * administrator sees all), as for maintaining users. `company`: the whole organisation's names and
 * departments, for choosing colleagues in an approval (发起人自选, 转办, 委派, 加签, 抄送), without
 * phone numbers or e-mail addresses; open to staff, who belong to a department.
 */
export const directoryScopeSchema = z.enum(['managed', 'company']).default('managed');

export type DirectoryScope = z.infer<typeof directoryScopeSchema>;
