import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { patternMatch } from '@/lib/backend/entity/conditions';
import { sysPosition } from '@/lib/backend/db/schema';

const dialect = new PgDialect();
const rendered = (term: string, where: 'contains' | 'startsWith' | 'endsWith' = 'contains') => {
  const { sql, params } = dialect.sqlToQuery(patternMatch(sysPosition.name, term, where));
  return { sql, params };
};

describe('pattern filters on a column', () => {
  it('matches terms with letters case-insensitively', () => {
    expect(rendered('Abc')).toEqual({ sql: '"sys_position"."name" ilike $1', params: ['%Abc%'] });
    expect(rendered('风控a').sql).toContain(' ilike ');
    expect(rendered('ǅ').sql).toContain(' ilike ');
    // Letters of other scripts and symbols with case (circled letters, Roman numerals) keep ILIKE.
    for (const term of ['Ⓐ', 'Ⅳ', 'ω', 'İ', 'ß']) expect(rendered(term).sql, term).toContain(' ilike ');
  });

  it('matches terms without any case with LIKE, which finds the same rows for less', () => {
    expect(rendered('风控')).toEqual({ sql: '"sys_position"."name" like $1', params: ['%风控%'] });
    expect(rendered('岗位 2024-01，（一）').sql).toContain(' like ');
    expect(rendered('123', 'startsWith')).toEqual({ sql: '"sys_position"."name" like $1', params: ['123%'] });
  });

  it('keeps the wildcards of the term literal either way', () => {
    expect(rendered('50%_').params).toEqual(['%50\\%\\_%']);
    expect(rendered('a\\b', 'endsWith').params).toEqual(['%a\\\\b']);
  });
});
