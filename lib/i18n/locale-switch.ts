/** GET {path}?to=<locale>&next=<path>: sets the language cookie and returns to the page (no script needed). */
export const LOCALE_SWITCH_PATH = '/api/locale';

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
