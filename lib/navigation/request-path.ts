/** Header through which proxy.ts tells server layouts the path (and query) that was asked for. */
export const REQUEST_PATH_HEADER = 'x-request-path';

/** A page's search parameters (as Next hands them to a page) written back as '?a=1&b=2', or '' when none. */
export function searchOf(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
