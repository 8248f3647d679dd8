/**
 * Likely duplicates (a contact with a phone already on file, a customer whose name differs from an
 * existing one only in width, spaces or its 有限责任公司 form). Declared on an entity as
 * `duplicates`; the form warns while the user types and names the existing record, and saving stays
 * possible unless a field's own unique rule refuses. Each way of comparing has its text form here,
 * and the server compares the stored column in the same form (lib/backend/entity/features/duplicates/duplicate-matches.ts).
 */

/** How two values are compared: as typed (a credit code), as phone digits, or as a company's name. */
export type DuplicateMatch = 'same' | 'phone' | 'companyName';

export interface DuplicateCheck {
  field: string;
  match: DuplicateMatch;
}

/** One existing record a value matches: linked when the caller may read it, only counted when not. */
export interface DuplicateHit {
  key: string | null;
  title: string | null;
  href: string | null;
}

/** The answer of `{apiBase}/duplicates`: the declared fields whose value matches existing records. */
export type DuplicateAnswer = { field: string; hits: DuplicateHit[]; hidden: number }[];

/** Full-width ASCII (U+FF01–U+FF5E) and the ideographic space, and what each stands for. */
export const FULL_WIDTH = `${Array.from({ length: 94 }, (_, i) => String.fromCharCode(0xff01 + i)).join('')}\u3000`;
export const HALF_WIDTH = `${Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i)).join('')} `;
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';

function translate(text: string, from: string, to: string): string {
  let out = '';
  for (const char of text) {
    const at = from.indexOf(char);
    out += at >= 0 ? to[at]! : char;
  }
  return out;
}

/** A company's legal forms that name the same kind of company. */
export const SAME_LEGAL_FORMS: readonly [string, string][] = [['有限责任公司', '有限公司'], ['股份有限公司', '有限公司']];

/** The form two values are compared in; null when there is too little to compare. */
export function comparable(match: DuplicateMatch, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (match === 'phone') {
    const digits = value.replace(/[^0-9]/g, '');
    const national = digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
    return national.length >= 5 ? national : null;
  }
  if (match === 'companyName') {
    let name = translate(translate(value, FULL_WIDTH, HALF_WIDTH), UPPER, LOWER).replace(/[ \t\r\n()]/g, '');
    for (const [form, same] of SAME_LEGAL_FORMS) name = name.split(form).join(same);
    return name.length >= 2 ? name : null;
  }
  const same = value.trim();
  return same.length > 0 ? same : null;
}
