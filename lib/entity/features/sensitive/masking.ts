/**
 * How a sensitive value is shown to a reader who may not see it (docs/entities.md, "Sensitive
 * fields"). Every mask is made of MASK_CHARACTER, which no sensitive value holds, so a masked value
 * sent back unchanged is told from a value typed anew.
 */

/** The kinds of personal data a field may hold, each masked by its own rule. */
export type SensitiveKind = 'phone' | 'idCard' | 'bankAccount' | 'email';

export const MASK_CHARACTER = '*';

/** A value holding the mask character: shown masked, never stored as typed. */
export function isMaskedText(value: unknown): value is string {
  return typeof value === 'string' && value.includes(MASK_CHARACTER);
}

const stars = (n: number) => MASK_CHARACTER.repeat(Math.max(n, 0));

/**
 * Keeps `start` characters at the front and `end` at the back. A value too short to keep both and
 * still hide most of it keeps only its last quarter (nothing below four characters).
 */
function keepEnds(text: string, start: number, end: number): string {
  const chars = [...text];
  if (chars.length > start + end + 2) {
    return chars.slice(0, start).join('') + stars(chars.length - start - end) + chars.slice(chars.length - end).join('');
  }
  const kept = Math.floor(chars.length / 4);
  return stars(chars.length - kept) + chars.slice(chars.length - kept).join('');
}

/** 13800000003 → 138****0003: the network prefix and the last four digits. */
function maskPhone(text: string): string {
  return keepEnds(text, 3, 4);
}

/** 310104198001011234 → 3101**********1234: the region's first four and the last four characters. */
function maskIdCard(text: string): string {
  return keepEnds(text, 4, 4);
}

/**
 * 6222021234567891234 → 6222 **** **** *** 1234: the bank's first four digits and the last four,
 * the hidden digits in groups of four as a card shows them. Anything but digits and spaces is
 * masked as plain text.
 */
function maskBankAccount(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 12) return keepEnds(digits, 4, 4);
  const hidden = stars(digits.length - 8).match(/.{1,4}/g) ?? [];
  return [digits.slice(0, 4), ...hidden, digits.slice(-4)].join(' ');
}

/** lina@example.com → l***@example.com: the first letter, then always three stars (the length stays hidden). */
function maskEmail(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 0) return keepEnds(text, 1, 0);
  const local = [...text.slice(0, at)];
  const kept = local.length > 1 ? local[0]! : '';
  return `${kept}${stars(3)}${text.slice(at)}`;
}

const MASKS: Record<SensitiveKind, (text: string) => string> = {
  phone: maskPhone,
  idCard: maskIdCard,
  bankAccount: maskBankAccount,
  email: maskEmail,
};

/** The value as a reader without the right sees it; no value stays no value. */
export function maskValue(kind: SensitiveKind, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const text = String(value).trim();
  if (text === '') return value;
  return MASKS[kind](text);
}
