import { z } from 'zod';
import { isCleanText } from './clean-text';
import { messageWith } from './messages';
import * as p from './rules';

/**
 * The shared field rules (docs/entities.md, "Labels") as zod schemas, used by forms (through
 * the same schemas) and by the server. Messages are message keys under `rules` (values carried
 * as in lib/entity/messages.ts); in zh-CN they read word for word as docs/entities.md quotes them.
 */
const text = (required: string) => z.string({ error: required }).refine(isCleanText, 'rules.controlCharacters').trim();
const optional = <T extends z.ZodType>(rule: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), rule.nullable());

export const fieldRules = {
  mobile: () => text('rules.mobileRequired').min(1, 'rules.mobileRequired').regex(p.MOBILE_PATTERN, 'rules.mobileInvalid'),
  username: () => text('rules.usernameRequired').min(1, 'rules.usernameRequired').regex(p.USERNAME_PATTERN, 'rules.usernamePattern')
    .min(4, 'rules.usernameLength').max(18, 'rules.usernameLength'),
  email: () => optional(text('rules.emailInvalid').regex(p.EMAIL_PATTERN, 'rules.emailInvalid')),
  requiredEmail: () => text('rules.emailRequired').min(1, 'rules.emailRequired').regex(p.EMAIL_PATTERN, 'rules.emailInvalid'),
  naturalNumber: () => text('rules.naturalNumber').regex(p.NATURAL_NUMBER_PATTERN, 'rules.naturalNumber'),
  englishLetters: () => text('rules.englishLetters').regex(p.ENGLISH_LETTERS_PATTERN, 'rules.englishLetters'),
  landline: () => text('rules.landline').regex(p.LANDLINE_PATTERN, 'rules.landline'),
  bankCard: () => text('rules.bankCard').regex(p.BANK_CARD_PATTERN, 'rules.bankCard'),
  idNumber: () => text('rules.idNumber').regex(p.ID_NUMBER_PATTERN, 'rules.idNumber'),
  chineseIdCard: () => text('rules.chineseIdCard').regex(p.CHINESE_ID_CARD_PATTERN, 'rules.chineseIdCard'),
  qq: () => text('rules.qq').regex(p.QQ_PATTERN, 'rules.qq'),
  url: () => text('rules.url').regex(p.URL_PATTERN, 'rules.url'),
  lettersDigits20: () => text('rules.lettersDigits20').regex(p.LETTERS_DIGITS_20_PATTERN, 'rules.lettersDigits20'),
  name2to100: () => text('rules.name2to100').regex(p.NAME_2_100_PATTERN, 'rules.name2to100'),
  digitsAndBreaks: () => z.string({ error: 'rules.digitsAndBreaks' }).regex(p.DIGITS_AND_BREAKS_PATTERN, 'rules.digitsAndBreaks'),
  max255: () => z.string({ error: 'rules.max255' }).refine(isCleanText, 'rules.controlCharacters').max(255, messageWith('rules.maxLength', { n: 255 })),
  approvalPhone: () => text('rules.phoneRequired').min(1, 'rules.phoneRequired').regex(p.APPROVAL_PHONE_PATTERN, 'rules.phoneInvalid'),
  account: () => text('rules.accountRequired').min(1, 'rules.accountRequired').regex(p.ACCOUNT_PATTERN, 'rules.accountInvalid'),
  workPerson: () => text('rules.workPersonRequired').min(1, 'rules.workPersonRequired'),
  /** Negotiators: names separated by a full-width semicolon, at most three. */
  negotiators: () => z.string({ error: 'rules.negotiatorsTooMany' }).refine(isCleanText, 'rules.controlCharacters')
    .refine((v) => v.split(p.NEGOTIATOR_SEPARATOR).map((s) => s.trim()).filter(Boolean).length <= p.MAX_NEGOTIATORS, 'rules.negotiatorsTooMany'),
  /** Generic text with optional minimum and maximum lengths (最小长度N位字符 / 最大长度N位字符). */
  length: (limits: { min?: number; max?: number; required?: boolean }) => {
    let rule = text('rules.required');
    if (limits.required) rule = rule.min(1, 'rules.required');
    if (limits.min !== undefined) rule = rule.min(limits.min, messageWith('rules.minLength', { n: limits.min }));
    if (limits.max !== undefined) rule = rule.max(limits.max, messageWith('rules.maxLength', { n: limits.max }));
    return rule;
  },
  /** Checkbox groups with a minimum and maximum count (最少选择N项 / 最多选择N项). */
  checkboxCount: (limits: { min?: number; max?: number }) => {
    let rule = z.array(z.string(), { error: messageWith('rules.minChecked', { n: limits.min ?? 1 }) });
    if (limits.min !== undefined) rule = rule.min(limits.min, messageWith('rules.minChecked', { n: limits.min }));
    if (limits.max !== undefined) rule = rule.max(limits.max, messageWith('rules.maxChecked', { n: limits.max }));
    return rule;
  },
  /** The user picker's confirmation (请选择最少一个用户). */
  atLeastOneUser: () => z.array(z.string(), { error: 'rules.atLeastOneUser' }).min(1, 'rules.atLeastOneUser'),
};
