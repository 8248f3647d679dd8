/**
 * Calls of the public account pages. Registration's path is the specification's (spec-2 §7.3);
 * the sign-in code calls sit with the other user calls, and activation follows frozenBatch.
 */
export const siteAccountPaths = {
  registerPartner: '/api/partner/restful/user/base/addUser',
  userTokenToCode: '/api/app/base/app/sys/user/userTokenToCode',
  codeToUserToken: '/api/app/base/app/sys/user/codeToUserToken',
  activateUsers: '/api/app/base/app/sys/user/activateBatch',
} as const;
