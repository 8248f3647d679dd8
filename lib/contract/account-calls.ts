import type { z } from 'zod';
import { apiPaths } from './api-paths';
import { declareCall } from './call';
import type { noDataSchema } from './no-data';
import type { changePasswordSchema, profileSchema } from './profile-schemas';
import type { userRecordSchema } from './user-answers';

/** The caller's own profile and password (个人中心, ./call.ts); answered by lib/backend/modules/account.ts. */
export const accountCalls = {
  /** Answers the profile as stored, as the user-info call does. */
  updateProfile: declareCall<z.input<typeof profileSchema>, z.infer<typeof userRecordSchema>>('PUT', apiPaths.updateProfile),
  /** Every session of the user ends. */
  changePassword: declareCall<z.input<typeof changePasswordSchema>, z.infer<typeof noDataSchema>>('PUT', apiPaths.changePassword),
};
