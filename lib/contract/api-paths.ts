/**
 * API paths shared by the browser client, the gateway and the embedded backend.
 * The paths clients call are kept verbatim; calls without such a path follow the same style
 * (docs/architecture.md, "Call paths") and are documented in /api/openapi.
 */
export const apiPaths = {
  login: '/api/app/base/app/sys/user/login',
  logout: '/api/app/base/app/sys/user/logout',
  userInfoByTargetKey: (targetKey: string) => `/api/app/base/app/sys/user/getUserInfo/${encodeURIComponent(targetKey)}`,
  userPermissionByUserKey: (userKey: string) => `/api/app/base/app/sys/permission/getUserPermissionByUserKey/${encodeURIComponent(userKey)}`,
  /** The browser never knows the token: it sends this marker and the gateway puts the session's token in its place. */
  userPermissionByToken: '/api/app/base/app/sys/permission/getUserPermissionByToken/current',
  roleList: '/api/app/base/sys/role/list',
  /** The roles of a user (the caller when no userKey is given). */
  userRoles: '/api/app/base/app/sys/user/queryUserRole',
  departmentTree: '/api/app/base/app/sys/depart/queryTreeList',
  /** Names of administrative-division codes: lists name their areas without loading every division. */
  areaNames: '/api/app/base/app/sys/area/names',
  appInfo: (appKey: string) => `/api/app/base/app/sys/app/getByAppKey/${encodeURIComponent(appKey)}`,
  userList: '/api/app/base/app/sys/user/list',
  fileUpload: '/api/app/base/app/file/upload',
  /** A stored file's bytes by its public name: what /files/{name} serves, whichever backend keeps it. */
  storedFile: (name: string) => `/api/app/base/app/file/stored/${encodeURIComponent(name)}`,
  /** One counted scan of a QR code's counting address /q/{key}: answers the site path to go to. */
  qrScan: (scanKey: string) => `/api/crm/qrcode/scan/${encodeURIComponent(scanKey)}`,
  /** Favourite menus and per-user interface settings (the top bar's choice of menus). */
  favoriteAdd: '/api/app/base/app/sys/user/permission/favorite/addFavorite',
  favoriteDelete: '/api/app/base/app/sys/user/permission/favorite/deleteFavorite',
  userSettingGet: '/api/app/base/app/sys/user/setting/get',
  userSettingSave: '/api/app/base/app/sys/user/setting/save',
  /** Unread message counts for the bell. */
  messageTotal: '/api/fintech/biz/message/queryMsgTotal',
  /** The caller's own profile and password (personal centre). */
  updateProfile: '/api/app/base/app/sys/user/updateProfile',
  changePassword: '/api/app/base/app/sys/user/changePassword',
  /** The signed-in user's dashboard figures. */
  dashboardOverview: '/api/app/base/app/dashboard/overview',
  /** Click tracking. */
  trackLogCreate: '/api/fintech/biz/track/log/create',
  /** The global search across record kinds (top bar, Ctrl/⌘+K). */
  globalSearch: '/api/app/base/search/global',
} as const;

/** Marker segment replaced by the session token in the gateway (see userPermissionByToken). */
export const CURRENT_TOKEN_MARKER = 'current';

/** Public file URLs served by app/files/[name] (from apiPaths.storedFile). */
export const FILES_PREFIX = '/files/';
