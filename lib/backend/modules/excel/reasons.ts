import { splitMessage } from '@/lib/entity/messages';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ApiError } from '../../http/errors';
import { logFailure } from '../../http/failure-log';

/**
 * Why a row failed, in the importing user's language. A field rule's message that does not name
 * its field ('最大长度64位字符') gets the field's label in front, so each reason says where it is.
 */
export function reasonText(locale: Locale, message: string, fieldLabel: string | null): string {
  const text = translate(locale, message);
  const labelKey = fieldLabel ?? splitMessage(message).values.label ?? null;
  if (!labelKey) return text;
  const label = translate(locale, labelKey);
  return text.includes(label) ? text : translate(locale, 'excel.errors.withLabel', { label, text });
}

export function joinReasons(locale: Locale, reasons: readonly string[]): string {
  return [...new Set(reasons)].join(translate(locale, 'excel.errors.separator'));
}

/** Why writing a row was refused: a behaviour's own message, or a general one (the cause is logged). */
export function failureReason(locale: Locale, error: unknown): string {
  if (error instanceof ApiError) return reasonText(locale, error.message, null);
  logFailure('excel import row', error);
  return reasonText(locale, 'excel.errors.writeFailed', null);
}
