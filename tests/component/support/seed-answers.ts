import { DEPARTMENT_TREE_PATH, USER_LIST_PATH } from '@/components/entity/fields/directory';
import { demoDepartments, demoUsers } from '@/lib/backend/seed/demo-data';
import { DICTIONARIES } from '@/lib/backend/seed/demo-dictionaries';
import { DICTIONARY_ENGLISH } from '@/lib/backend/seed/dictionary-english';
import type { Locale } from '@/lib/i18n/locales';
import { answer } from './answers';

/**
 * Answers taken from the demo seed rather than written in each test: what the embedded backend
 * would answer on a fresh installation (its integration tests hold it to that).
 */

/** The seeded dictionaries, as getDictItems answers them in the reader's language. */
export function answerDictionaries(locale: Locale = 'zh-CN'): void {
  answer('/api/app/base/sys/dict/getDictItems/*', ({ path }) => {
    const code = decodeURIComponent(path.split('/').pop()!);
    const dictionary = DICTIONARIES.find((d) => d.code === code);
    if (!dictionary) return [];
    return dictionary.items.map(([value, text]) => ({ value, text: (locale === 'en-US' ? DICTIONARY_ENGLISH[code]?.[value] : undefined) ?? text, status: 1 }));
  });
}

/** The demo company's departments as the department tree answers them (key, title, children). */
export function answerDepartmentTree(): void {
  type Node = { key: string; title: string; children: Node[] };
  const nodeOf = (key: string): Node => ({
    key,
    title: demoDepartments.find((d) => d.depart_key === key)!.depart_name,
    children: demoDepartments.filter((d) => d.parent_key === key).map((d) => nodeOf(d.depart_key)),
  });
  answer(DEPARTMENT_TREE_PATH, demoDepartments.filter((d) => d.parent_key === null).map((d) => nodeOf(d.depart_key)));
}

/** The demo users as the directory's list call answers a page of them. */
export function answerUserList(): void {
  const records = demoUsers.map((u) => ({ user_key: u.user_key, username: u.username, realname: u.realname, status: '1' }));
  answer(USER_LIST_PATH, { records, total: records.length });
}

/** What an entity's create form asks for before anything is typed: dictionaries, departments, users. */
export function answerFormDirectory(locale: Locale = 'zh-CN'): void {
  answerDictionaries(locale);
  answerDepartmentTree();
  answerUserList();
}
