/**
 * Field patterns (docs/entities.md, "Labels"), shared by forms and the server. The zod rules
 * with their messages are in field-rules.ts.
 */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** Phone numbers in approval and user forms: 1, then 2-9, then 9 digits. */
export const APPROVAL_PHONE_PATTERN = /^1[2-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const NATURAL_NUMBER_PATTERN = /^(0|[1-9]\d*)$/;
export const ENGLISH_LETTERS_PATTERN = /^[A-Za-z]+$/;
/** Area code (3-4 digits starting 0), optional hyphen, 7-8 digit number, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
export const BANK_CARD_PATTERN = /^[1-9]\d{9,19}$/;
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9]{1,50}$/;
export const CHINESE_ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
export const QQ_PATTERN = /^[1-9]\d{4,11}$/;
export const URL_PATTERN = /^https?:\/\/[^\s]+$/;
export const LETTERS_DIGITS_20_PATTERN = /^[A-Za-z0-9]{1,20}$/;
export const NAME_2_100_PATTERN = /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/;
export const DIGITS_AND_BREAKS_PATTERN = /^[\d\r\n]*$/;
/** Accounts: 16, 17 or 19 digits, the first not zero. */
export const ACCOUNT_PATTERN = /^[1-9](\d{15}|\d{16}|\d{18})$/;
/** Negotiators are separated by a full-width semicolon. */
export const NEGOTIATOR_SEPARATOR = '；';
export const MAX_NEGOTIATORS = 3;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
