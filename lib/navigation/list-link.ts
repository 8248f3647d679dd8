import type { ListLink } from '@/lib/contract/crm-reports';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import { flattenMenu } from './product-menu';

/**
 * The list page that shows exactly a figure's records: the first page bound to the entity whose
 * fixed values the link's parameters already hold (我的线索 for the caller's own leads, the
 * customer list for customers out of the pool), with the other parameters in its address, where
 * the list page takes them as filters. Null when no page shows that selection.
 */
export function listPageHref(link: ListLink, callerKey: string | null): string | null {
  for (const menu of flattenMenu()) {
    if (menu.entity !== link.entity) continue;
    const fixed = resolveFixedValues(menu.fixed ?? {}, callerKey);
    if (!Object.entries(fixed).every(([name, value]) => link.params[name] === value)) continue;
    const rest = Object.entries(link.params).filter(([name]) => !(name in fixed));
    return rest.length ? `${menu.path}?${new URLSearchParams(rest).toString()}` : menu.path;
  }
  return null;
}
