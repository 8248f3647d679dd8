import { isUnifiedSocialCreditCode } from './credit-code';
import { ACCOUNT_PATTERN } from './rules';

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
  /** Bank and settlement accounts (spec-2 §5): 16, 17 or 19 digits, the first not zero. */
  account: { test: (text: string) => ACCOUNT_PATTERN.test(text), message: 'rules.accountInvalid' },
} as const satisfies Record<string, TextCheckDef>;

export type TextCheck = keyof typeof TEXT_CHECKS;
