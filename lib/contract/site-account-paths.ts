/**
 * Calls of the public account pages. Registration's path is the one docs/public-site.md names;
 * the sign-in code calls sit with the other user calls, and activation follows frozenBatch.
 */
export const siteAccountPaths = {
  registerPartner: '/api/partner/restful/user/base/addUser',
  userTokenToCode: '/api/app/base/app/sys/user/userTokenToCode',
  codeToUserToken: '/api/app/base/app/sys/user/codeToUserToken',
  activateUsers: '/api/app/base/app/sys/user/activateBatch',
} as const;
