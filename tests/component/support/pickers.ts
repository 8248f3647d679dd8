import { within } from '@testing-library/react';
import { USER_LIST_PATH } from '@/components/entity/fields/directory';
import { demoDepartments, demoUsers } from '@/lib/backend/seed/demo-data';
import { answer } from './answers';

/**
 * What the picker tests share: the user directory answered from the demo seed (with colleagues a
 * test adds) and the parts of the pickers' dialogs and fields.
 */

/** A user as the directory's list call answers it. */
export interface DirectoryRow {
  user_key: string;
  username: string;
  realname: string;
  departs: readonly string[];
}

const SEEDED: DirectoryRow[] = demoUsers.map((u) => ({ user_key: u.user_key, username: u.username, realname: u.realname, departs: u.departs }));

/** A department and every one below it, as the server narrows the table to a department. */
function departmentAndBelow(key: string): Set<string> {
  const found = new Set([key]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of demoDepartments) {
      if (d.parent_key && found.has(d.parent_key) && !found.has(d.depart_key)) {
        found.add(d.depart_key);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The user picker's table for an administrator: the seeded users and `extra`, narrowed to a
 * department (with those below it) and a keyword (account or name), one page at a time.
 */
export function answerUserDirectory(extra: readonly DirectoryRow[] = []): void {
  const everyone = [...SEEDED, ...extra];
  const departName = (key: string) => demoDepartments.find((d) => d.depart_key === key)?.depart_name ?? key;
  answer(USER_LIST_PATH, ({ query }) => {
    const departs = query.get('departKey') ? departmentAndBelow(query.get('departKey')!) : null;
    const keyword = query.get('keyword') ?? '';
    const listed = everyone.filter((u) => (!departs || u.departs.some((d) => departs.has(d))) && (!keyword || u.username.includes(keyword) || u.realname.includes(keyword)));
    const pageNo = Number(query.get('pageNo') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 10);
    const records = listed.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((u) => ({
      user_key: u.user_key, username: u.username, realname: u.realname, sex: '', phone: '', status: '1', org_code_txt: u.departs.map(departName).join(','),
    }));
    return { records, total: listed.length };
  });
}

/** The rows a table shows. */
export const rowsOf = (scope: ParentNode): HTMLElement[] => [...scope.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];

/** The row holding `text`. */
export function rowWith(scope: ParentNode, text: string): HTMLElement {
  const row = rowsOf(scope).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** The tags a picker field's box shows. */
export const boxTags = (form: HTMLElement, testId: string): string[] =>
  [...form.querySelectorAll(`[data-testid="${testId}"] [data-testid="picker-box"] .ant-tag`)].map((tag) => tag.textContent ?? '');

/** The texts of the chosen-user tags in the user picker. */
export const chosenUsers = (dialog: HTMLElement): string[] =>
  [...within(dialog).getByTestId('user-picker-chosen').querySelectorAll('.ant-tag')].map((tag) => tag.textContent ?? '');

/** A tree node's row by its exact title. */
export function treeNode(scope: HTMLElement, title: string): HTMLElement {
  const node = [...scope.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((n) => n.querySelector('.ant-tree-title')?.textContent === title);
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}
