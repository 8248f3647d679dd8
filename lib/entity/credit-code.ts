/**
 * The unified social credit code of Chinese organisations (GB 32100-2015): 18 characters from a
 * 31-character alphabet (no I, O, S, V, Z), the last a check character over the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character the first 17 characters call for, or null when one is outside the alphabet. */
export function creditCodeCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether `text` is a well-formed code whose check character is right (upper case, as printed on licences). */
export function isUnifiedSocialCreditCode(text: string): boolean {
  return SHAPE.test(text) && creditCodeCheckCharacter(text.slice(0, 17)) === text[17];
}
