import { PRODUCT_MENU, type MenuNode } from '@/lib/navigation/product-menu';
import { permissionEntity } from '@/lib/entities/permission';
import type { EntityRecord } from '@/components/entity/fields';
import { answer } from './answers';

/**
 * The menus and buttons (permissions) as the demo seed stores them (lib/backend/seed/demo.ts),
 * and the permission list's query call answered over them: the record picker's and the paged
 * drop-down's source in the permission forms.
 */
export const PERMISSION_QUERY_PATH = `${permissionEntity.apiBase}/query`;

function rowsOf(nodes: readonly MenuNode[], parentKey: string | null): EntityRecord[] {
  return nodes.flatMap((node, index) => {
    const key = `perm-${node.key}`;
    const row: EntityRecord = {
      permission_key: key, parent_key: parentKey, name: node.key, title: `menu.${node.title}`, path: node.path,
      menu_type: node.children ? '0' : '1', icon: node.icon ?? null, sort_no: index, hidden: node.hidden ?? false,
    };
    const buttons = (node.buttons ?? []).map((button, order): EntityRecord => ({
      permission_key: `perm-${button.key}`, parent_key: key, name: button.key, perms: button.key, title: `menu.${button.title}`,
      path: null, menu_type: '2', icon: null, sort_no: order, hidden: true,
    }));
    return [row, ...buttons, ...rowsOf(node.children ?? [], key)];
  });
}

export const SEEDED_PERMISSIONS: readonly EntityRecord[] = rowsOf(PRODUCT_MENU, null);

/** `*word*` as the list convention writes a text filter: the word, or null for another shape. */
const likeWord = (value: unknown) => (typeof value === 'string' && /^\*.*\*$/.test(value) ? value.slice(1, -1).toLowerCase() : null);

/**
 * Answers the query call over the seeded permissions: text filters (`*word*`) match part of the
 * field, a key list matches its keys; sorted by sort_no, one page of the size asked for.
 */
export function answerPermissions(): void {
  answer(PERMISSION_QUERY_PATH, ({ body }) => {
    const { pageNo = 1, pageSize = 10, ...filters } = (body ?? {}) as Record<string, unknown>;
    const keys = typeof filters.permission_key === 'string' ? new Set(filters.permission_key.split(',')) : null;
    const listed = SEEDED_PERMISSIONS.filter((row) =>
      (!keys || keys.has(String(row.permission_key))) &&
      Object.entries(filters).every(([field, value]) => {
        const word = likeWord(value);
        return word === null || String(row[field] ?? '').toLowerCase().includes(word);
      }),
    ).toSorted((a, b) => Number(a.sort_no) - Number(b.sort_no));
    const page = Number(pageNo);
    const size = Number(pageSize);
    return { records: listed.slice((page - 1) * size, page * size), total: listed.length };
  });
}
