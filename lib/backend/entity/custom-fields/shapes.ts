import { AsyncLocalStorage } from 'node:async_hooks';
import type { CustomFieldDefinition } from '@/lib/contract/custom-fields';
import { entityByName } from '@/lib/entities';
import { shapeSignature, withCustomFields } from '@/lib/entity/custom-fields';
import type { EntityDef } from '@/lib/entity/types';
import type { Locale } from '@/lib/i18n/locales';
import { readEnteredTextsFrom } from '@/lib/i18n/messages';

/**
 * The fields administrators added, as the call being served sees them. Each call runs with the
 * definitions of its own database read at its access version (../../http/dispatch.ts), so two
 * processes, or two databases in one process, never see each other's shapes; code run outside a
 * call (the demo seed, start-up) sees the declarations alone.
 */
const scope = new AsyncLocalStorage<readonly CustomFieldDefinition[]>();
const NONE: readonly CustomFieldDefinition[] = [];

export function currentDefinitions(): readonly CustomFieldDefinition[] {
  return scope.getStore() ?? NONE;
}

export function withDefinitions<T>(definitions: readonly CustomFieldDefinition[], run: () => T): T {
  return scope.run(definitions, run);
}

const titleFieldOf = (name: string) => entityByName(name)?.titleField;

/** Merged declarations by kind and signature: one object per shape, so what is built from it is built once. */
const shapes = new Map<string, EntityDef>();

/** Each call's signatures by kind, worked out once per call (tables, listings and writers ask again and again). */
const signatures = new WeakMap<readonly CustomFieldDefinition[], Map<string, string>>();

function signatureOf(entityName: string, definitions: readonly CustomFieldDefinition[]): string {
  let byKind = signatures.get(definitions);
  if (!byKind) {
    byKind = new Map();
    signatures.set(definitions, byKind);
  }
  let signature = byKind.get(entityName);
  if (signature === undefined) {
    signature = shapeSignature(entityName, definitions);
    byKind.set(entityName, signature);
  }
  return signature;
}

/** A kind's declaration with the fields added to it, as the call being served sees them. */
export function shapeOf<E extends EntityDef>(entity: E): E {
  const definitions = currentDefinitions();
  if (definitions.length === 0) return entity;
  const signature = signatureOf(entity.name, definitions);
  if (!signature) return entity;
  const id = `${entity.name}#${signature}`;
  let shaped = shapes.get(id);
  if (!shaped) {
    const declared = entityByName(entity.name) ?? entity;
    shaped = withCustomFields(declared, definitions, titleFieldOf);
    shapes.set(id, shaped);
  }
  return shaped as E;
}

/** The signature of a kind's current shape ('' while it has no added fields): the key of what is built from it. */
export function shapeIdOf(entity: EntityDef): string {
  const definitions = currentDefinitions();
  const signature = definitions.length === 0 ? '' : signatureOf(entity.name, definitions);
  return signature ? `${entity.name}#${signature}` : entity.name;
}

/** An added field's label or help in a language (English falls back to the label as entered). */
export function enteredText(definitions: readonly CustomFieldDefinition[], locale: Locale, key: string): string | undefined {
  const match = /^entity\.([^.]+)\.(fields|help)\.([^.]+)$/.exec(key);
  if (!match) return undefined;
  const [, entityName, part, column] = match;
  const definition = definitions.find((d) => d.entity === entityName && d.column === column);
  if (!definition) return undefined;
  if (part === 'help') return (locale === 'en-US' ? definition.options.helpEn || definition.options.help : definition.options.help) ?? undefined;
  return locale === 'en-US' ? definition.labelEn || definition.label : definition.label;
}

// Server answers, Excel headers and refusals name added fields by the label entered for them.
readEnteredTextsFrom((locale, key) => enteredText(currentDefinitions(), locale, key));
