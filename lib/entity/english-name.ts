/**
 * The optional English name of something an administrator names (a process, a form control, a
 * step, a category, a role, a department), beside the name as typed. One shape everywhere: the
 * form and the server check it with the same schema (english-name-schema.ts), and every reader's
 * name is chosen by `nameIn`, falling back to the name as typed. The labels of custom fields follow
 * the same rule (`labelEn`, lib/contract/custom-fields.ts). No zod here: list pages that only show
 * names do not load it.
 */

/** The longest English name any of them takes. */
export const ENGLISH_NAME_MAX = 100;

/** Chinese characters, CJK punctuation and full-width forms, and line breaks: an English name has none of them. */
const NOT_ENGLISH = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef\r\n]/u;

export const isEnglishName = (text: string): boolean => !NOT_ENGLISH.test(text);

/** Refusal keys, under the catalogue's `englishName` (common.json). */
export const ENGLISH_NAME_MESSAGES = { tooLong: 'englishName.tooLong', notEnglish: 'englishName.notEnglish' } as const;

/** The name a reader of this language (a locale tag: zh-CN, en-US) sees: the English name in English when there is one, else the name as typed. */
export function nameIn(locale: string, name: string, nameEn: string | null | undefined): string {
  const english = nameEn?.trim();
  return locale === 'en-US' && english ? english : name;
}
