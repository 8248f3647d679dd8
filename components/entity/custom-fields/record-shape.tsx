'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { call } from '@/lib/client/call';
import type { CustomFieldDefinition, CustomFieldShape } from '@/lib/contract/custom-fields';
import { shapeCall } from '@/lib/contract/entity-feature-calls';
import { withCustomFields } from '@/lib/entity/custom-fields';
import type { EntityDef } from '@/lib/entity/types';
import { withUnqueriedFields } from '@/lib/entity/unqueried-fields';
import { shapeSwrKey } from './shape-paths';

/** The fields administrators added to a kind, as its pages show them (the server draws the page with them in hand). */
function useShape(entity: EntityDef): CustomFieldShape | undefined {
  const { data } = useSWR(shapeSwrKey(entity), () => call(shapeCall, { entity: entity.name }, { silent: true }), { revalidateOnFocus: false });
  return data;
}

type Tree = Record<string, unknown>;
const branch = (tree: unknown, key: string): Tree => ((tree as Tree | undefined)?.[key] as Tree | undefined) ?? {};

/** The labels and help texts of added fields under the keys a declared field's would have. */
function withEnteredTexts(inherited: AbstractIntlMessages, entityName: string, fields: readonly CustomFieldDefinition[], english: boolean): AbstractIntlMessages {
  const entities = branch(inherited, 'entity');
  const own = branch(entities, entityName);
  const labels = Object.fromEntries(fields.map((d) => [d.column, english ? d.labelEn || d.label : d.label]));
  const help = Object.fromEntries(fields.flatMap((d) => (d.options.help ? [[d.column, english ? d.options.helpEn || d.options.help : d.options.help]] : [])));
  const merged = { ...own, fields: { ...branch(own, 'fields'), ...labels }, help: { ...branch(own, 'help'), ...help } };
  return { ...inherited, entity: { ...entities, [entityName]: merged } } as AbstractIntlMessages;
}

/**
 * A kind's pages with the fields added to it: its declaration merged with them (the same merge the
 * server makes), and their labels as texts, so every part that reads a declared field's label reads
 * an added one's the same way. The fields the caller may not filter or sort by are offered to no
 * filter, sort or advanced query. Children get the declaration as it stands once the shape is known.
 */
export function ShapedEntity({ entity, children }: { entity: EntityDef; children: (shaped: EntityDef) => ReactNode }) {
  const shape = useShape(entity);
  const locale = useLocale();
  const inherited = useMessages();
  const fields = shape?.fields;
  const shaped = useMemo(() => {
    const added = fields?.length ? withCustomFields(entity, fields, (name) => shape?.titles[name]) : entity;
    return withUnqueriedFields(added, shape?.unqueryable ?? []);
  }, [entity, fields, shape]);
  // Always a provider of its own, so the page is not mounted anew when the shape arrives.
  const messages = useMemo(() => (fields?.length ? withEnteredTexts(inherited, entity.name, fields, locale === 'en-US') : inherited), [inherited, entity.name, fields, locale]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children(shaped)}
    </NextIntlClientProvider>
  );
}
