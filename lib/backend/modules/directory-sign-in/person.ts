import { SizeLimitExceededError, type Client, type Entry } from 'ldapts';
import type { LdapSettings } from '@/lib/contract/ldap-sign-in';
import { groupFilter, userFilter } from './filters';
import { DirectoryProblem, searchProblem } from './problems';

/** A person as the directory describes them, with what we map. */
export interface DirectoryPerson {
  dn: string;
  username: string;
  realname: string;
  email: string;
  mobile: string;
  disabled: boolean;
  /** DNs of the groups the person is a member of. */
  groups: string[];
}

/** AD's userAccountControl flag ACCOUNTDISABLE. */
const AD_ACCOUNT_DISABLE = 2;

function firstValue(entry: Entry, attribute: string): string {
  if (!attribute) return '';
  const name = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = name ? entry[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return (Buffer.isBuffer(first) ? first.toString('utf8') : String(first)).trim();
}

function allValues(entry: Entry, attribute: string): string[] {
  const name = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = name ? entry[name] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : String(v)));
}

/** Whether the directory marks the account as not allowed to sign in (see DISABLED_MODES). */
export function isDisabled(entry: Entry, settings: LdapSettings): boolean {
  if (settings.disabled_mode === 'ad') {
    const flags = Number.parseInt(firstValue(entry, 'userAccountControl'), 10);
    return Number.isFinite(flags) && (flags & AD_ACCOUNT_DISABLE) !== 0;
  }
  if (settings.disabled_mode === 'attribute' && settings.disabled_attribute) {
    const values = allValues(entry, settings.disabled_attribute);
    if (!settings.disabled_value) return values.length > 0;
    return values.some((v) => v.toLowerCase() === settings.disabled_value.toLowerCase());
  }
  return false;
}

function attributesAsked(settings: LdapSettings): string[] {
  const names = [settings.attr_username, settings.attr_display_name, settings.attr_email, settings.attr_mobile];
  if (settings.disabled_mode === 'ad') names.push('userAccountControl');
  if (settings.disabled_mode === 'attribute') names.push(settings.disabled_attribute);
  return [...new Set(names.filter(Boolean))];
}

/** Checks that a search base exists (a base-scope search of it). */
export async function baseExists(client: Client, base: string, missing: 'baseNotFound' | 'groupBaseNotFound'): Promise<void> {
  try {
    await client.search(base, { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'], sizeLimit: 1 });
  } catch (error) {
    throw searchProblem(error, missing);
  }
}

/** The group DNs the person belongs to (none when no group base is set). */
async function groupsOf(client: Client, settings: LdapSettings, dn: string, username: string): Promise<string[]> {
  if (!settings.group_base) return [];
  const filter = groupFilter(settings.group_filter, dn, username);
  try {
    const { searchEntries } = await client.search(settings.group_base, { scope: 'sub', filter, attributes: ['1.1'], sizeLimit: 500 });
    return searchEntries.map((e) => e.dn);
  } catch (error) {
    throw searchProblem(error, 'groupBaseNotFound');
  }
}

/**
 * Finds exactly one person for a typed account name. None is 'userNotFound'; two or more is
 * 'userAmbiguous' (a filter that matches several people must never pick one of them).
 */
export async function findPerson(client: Client, settings: LdapSettings, username: string): Promise<DirectoryPerson> {
  const filter = userFilter(settings.user_filter, username);
  let entries: Entry[];
  try {
    ({ searchEntries: entries } = await client.search(settings.user_base, { scope: 'sub', filter, attributes: attributesAsked(settings), sizeLimit: 2 }));
  } catch (error) {
    // A size limit hit means more than one match.
    if (error instanceof SizeLimitExceededError) throw new DirectoryProblem('userAmbiguous');
    throw searchProblem(error, 'baseNotFound');
  }
  if (entries.length === 0) throw new DirectoryProblem('userNotFound');
  if (entries.length > 1) throw new DirectoryProblem('userAmbiguous');
  const entry = entries[0]!;
  const mappedName = firstValue(entry, settings.attr_username) || username;
  return {
    dn: entry.dn,
    username: mappedName,
    realname: firstValue(entry, settings.attr_display_name) || mappedName,
    email: firstValue(entry, settings.attr_email),
    mobile: firstValue(entry, settings.attr_mobile),
    disabled: isDisabled(entry, settings),
    groups: await groupsOf(client, settings, entry.dn, mappedName),
  };
}
