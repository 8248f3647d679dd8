import { isUnifiedSocialCreditCode } from './credit-code';
import { ENGLISH_NAME_MESSAGES, isEnglishName } from './english-name';
import { ACCOUNT_PATTERN, MAX_NEGOTIATORS, NEGOTIATOR_SEPARATOR } from './rules';

/** The names in a negotiators text. */
export function negotiatorNames(text: string): string[] {
  return text.split(/[；;]/).map((name) => name.trim()).filter(Boolean);
}

function normalizeNegotiators(text: string): string {
  return negotiatorNames(text).join(NEGOTIATOR_SEPARATOR);
}

interface TextCheckDef {
  /** How a typed value is written before it is checked and stored. */
  normalize?: (text: string) => string;
  test: (text: string) => boolean;
  /** Message key of the refusal. */
  message: string;
}

/** Checks a text field may name in its declaration (`check`) when a pattern cannot say it. */
export const TEXT_CHECKS = {
  /** GB 32100-2015, check character included; typed lower case is taken as upper case. */
  creditCode: { normalize: (text: string) => text.toUpperCase(), test: isUnifiedSocialCreditCode, message: 'rules.creditCodeInvalid' },
  /** Bank and settlement accounts: 16, 17 or 19 digits, the first not zero. */
  account: { test: (text: string) => ACCOUNT_PATTERN.test(text), message: 'rules.accountInvalid' },
  /**
   * Negotiators: names separated by the full-width semicolon, at most three. A
   * half-width semicolon is taken as the full-width one and blanks around names are dropped.
   */
  negotiators: { normalize: normalizeNegotiators, test: (text: string) => negotiatorNames(text).length <= MAX_NEGOTIATORS, message: 'rules.negotiatorsTooMany' },
  /** The English name beside a name (lib/entity/english-name.ts): no Chinese text, no line break. */
  englishName: { test: isEnglishName, message: ENGLISH_NAME_MESSAGES.notEnglish },
} as const satisfies Record<string, TextCheckDef>;

export type TextCheck = keyof typeof TEXT_CHECKS;
