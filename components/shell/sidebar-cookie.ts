/** Whether the side menu is folded; read by the back-office layout so the first paint matches. */
export const SIDEBAR_COOKIE = 'sidebar_collapsed';
