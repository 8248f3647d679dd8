'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { splitMessage } from '@/lib/entity/messages';

interface Translator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A message as the shared zod schemas and the server phrase it ('validation.maxLength?n=64&
 * label=entity.position.fields.name'), in the user's language. A `label` value is itself a key.
 * Text that is not a known key is shown as it is.
 */
export function messageText(t: Translator, message: string): string {
  const { key, values } = splitMessage(message);
  if (!t.has(key)) return message;
  const all: Record<string, string> = { ...values };
  if (all.label && t.has(all.label)) all.label = t(all.label);
  return t(key, all);
}

export function useMessageText(): (message: string) => string {
  const t = useTranslations();
  return useCallback((message: string) => messageText(t, message), [t]);
}
