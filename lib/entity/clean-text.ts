import { z } from 'zod';
import { messageWith } from './messages';

/**
 * Characters no text of ours may hold: the C0 control characters except tab, line feed and
 * carriage return, DEL, and halves of a surrogate pair without their partner. PostgreSQL refuses
 * NUL in text outright and a lone surrogate in JSON; the others are never typed by a person and
 * only serve to disguise a value. (With the u flag a whole pair is one code point, so the
 * surrogate range matches only a lone half.)
 */
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

export function isCleanText(text: string): boolean {
  return !FORBIDDEN_IN_TEXT.test(text);
}

/** The message for text with such characters; label is a message key naming the field. */
export function uncleanTextMessage(label: string): string {
  return messageWith('validation.controlCharacters', { label });
}

/**
 * The shared text schema: a string without forbidden characters. Forms and the server use it
 * alike, so a field built on it refuses them with the field's own label.
 */
export function cleanText(label: string, typeMessage?: string) {
  return z.string(typeMessage ? { error: typeMessage } : undefined).refine(isCleanText, uncleanTextMessage(label));
}
