import type { Messages } from './messages';

type Namespace = keyof Messages;

/** Texts rendered on the server only (the public site's, and printed documents'): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = ['site', 'sitePages', 'siteLeads', 'publicNews', 'print'] as const satisfies readonly Namespace[];

/**
 * Texts only some pages use. Every signed-in page and sign-in page gets the rest; a page that
 * needs one of these asks for it (components/providers/PageMessages), so the others go without.
 */
export const PAGE_NAMESPACES = {
  dashboard: ['dashboard'],
  workbench: ['workbench', 'workflow', 'approvalForm'],
  workflow: ['designer', 'workflow', 'simpleDesigner', 'approvalForm'],
  person: ['person', 'notifyPreferences', 'oidcSignIn'],
  project: ['project', 'projectDocuments'],
  crmReports: ['crmReports'],
  notifications: ['notifications', 'outbound'],
  signIn: ['loginPage'],
  workingCalendar: ['workingCalendarPage'],
  signInSettings: ['signInSettings', 'ldapSignIn', 'oidcSignIn'],
  customFields: ['customFields'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageTexts = keyof typeof PAGE_NAMESPACES;

const PAGE_ONLY: ReadonlySet<string> = new Set(Object.values(PAGE_NAMESPACES).flat());
const SERVER_ONLY: ReadonlySet<string> = new Set(SERVER_ONLY_NAMESPACES);

/** The namespaces every page built with antd sends to the browser. */
export function commonClientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !SERVER_ONLY.has(ns) && !PAGE_ONLY.has(ns)));
}

/** The namespaces of one group of pages. */
export function pageMessages(messages: Messages, texts: PageTexts): Partial<Messages> {
  const wanted: ReadonlySet<string> = new Set(PAGE_NAMESPACES[texts]);
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => wanted.has(ns)));
}
