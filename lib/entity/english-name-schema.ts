import { z } from 'zod';
import { ENGLISH_NAME_MAX, ENGLISH_NAME_MESSAGES, isEnglishName } from './english-name';
import { messageWith } from './messages';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * An English name as a form sends it (english-name.ts): trimmed, blank taken as none (null),
 * refused when longer than `ENGLISH_NAME_MAX` or holding Chinese text or a line break, each with a
 * message saying so.
 */
export const englishNameSchema = z.preprocess(
  blankToNull,
  z.string()
    .trim()
    .max(ENGLISH_NAME_MAX, messageWith(ENGLISH_NAME_MESSAGES.tooLong, { n: ENGLISH_NAME_MAX }))
    .refine(isEnglishName, ENGLISH_NAME_MESSAGES.notEnglish)
    .nullish(),
);
