import { Filter, FilterParser } from 'ldapts';
import { DN_PLACEHOLDER, USERNAME_PLACEHOLDER } from '@/lib/contract/ldap-sign-in';
import { DirectoryProblem, type DirectoryProblemKind } from './problems';

/**
 * The configured filters with the typed account name (and the person's DN) put in their
 * placeholders, every value escaped as RFC 4515 asks (`*`, `(`, `)`, `\` and NUL become \2a, \28,
 * \29, \5c, \00), so a name like `*)(uid=*` matches only itself: no LDAP injection.
 */
/** Values are escaped, so every parenthesis left is syntax; the parser forgives a missing last one, we do not. */
function balanced(filter: string): boolean {
  let depth = 0;
  for (const char of filter) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function filled(template: string, values: Record<string, string>, problem: DirectoryProblemKind): string {
  let out = template;
  for (const [placeholder, value] of Object.entries(values)) out = out.split(placeholder).join(Filter.escape(value));
  try {
    if (!balanced(out)) throw new Error('unbalanced parentheses');
    // Parsed here so a broken filter is reported as such, not as a failed search.
    FilterParser.parseString(out);
  } catch (error) {
    throw new DirectoryProblem(problem, error instanceof Error ? error.message : '');
  }
  return out;
}

export function userFilter(template: string, username: string): string {
  return filled(template, { [USERNAME_PLACEHOLDER]: username }, 'filterSyntax');
}

export function groupFilter(template: string, dn: string, username: string): string {
  return filled(template, { [DN_PLACEHOLDER]: dn, [USERNAME_PLACEHOLDER]: username }, 'groupFilterSyntax');
}
