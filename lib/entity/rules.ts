/** Field rules of spec-1 §5.1 shared by forms and the server (the full rule set grows here). */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
