import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FULL_WIDTH, HALF_WIDTH, LOWER, SAME_LEGAL_FORMS, UPPER, type DuplicateCheck, type DuplicateHit, type DuplicateMatch } from '@/lib/entity/features/duplicates/duplicates';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { hrefColumns, recordHref } from '../../../search/record-href';
import type { EntityListing } from '../../listing';

/** Existing records named at most, per value. */
const NAMED = 5;

/** Records looked at per value: enough to name the readable ones and count the others. */
const LOOKED_AT = 50;

/** The stored column in the form lib/entity/features/duplicates/duplicates.ts compares values in, step for step. */
export function comparableSql(match: DuplicateMatch, column: PgColumn | SQL): SQL {
  if (match === 'phone') {
    const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
    return sql`(case when length(${digits}) = 13 and left(${digits}, 2) = '86' then substr(${digits}, 3) else ${digits} end)`;
  }
  if (match === 'companyName') {
    let name = sql`regexp_replace(translate(translate(${column}, ${FULL_WIDTH}::text, ${HALF_WIDTH}::text), ${UPPER}::text, ${LOWER}::text), ${'[ \t\r\n()]'}::text, '', 'g')`;
    for (const [form, same] of SAME_LEGAL_FORMS) name = sql`replace(${name}, ${form}::text, ${same}::text)`;
    return name;
  }
  return sql`btrim(${column})`;
}

/** A value to look for, in the form comparable() gives it, and the stored record it belongs to (left out), if any. */
export interface DuplicateQuestion {
  value: string;
  except: string | null;
}

/** The stored records a value matches: those the caller may read, named and linked, and how many others. */
export interface DuplicateFinding {
  hits: DuplicateHit[];
  hidden: number;
}

/**
 * The stored records whose declared field compares equal to each of the values, answered in the
 * order asked. Every value is asked in one statement, the values travelling as one JSON list the
 * table is joined to (as an import looks up codes, lib/backend/db/value-list.ts): the form's warning
 * asks for one value, an import batch for hundreds. Records the caller may read are named and
 * linked; the others are only counted, so the warning tells without showing what is not theirs.
 */
export async function findDuplicates(db: Db, auth: AuthContext, listing: EntityListing, check: DuplicateCheck, questions: readonly DuplicateQuestion[]): Promise<DuplicateFinding[]> {
  if (questions.length === 0) return [];
  const { entity, table, columns } = listing;
  const key = columns[entity.key]!;
  const scope = await listing.scopeCondition(db, auth);
  const linkColumns = hrefColumns(entity);
  const asked = JSON.stringify(questions.map((q) => [q.value, q.except]));
  // The readable records first, so that those named are among the ones looked at.
  const statement = sql`select * from (
    select found.*, row_number() over (partition by found.asked order by found.visible desc, found.key) as place from (
      select q.asked, ${key} as key, ${columns[entity.titleField]!} as title,
        ${scope ? sql`coalesce((${scope}), false)` : sql`true`} as visible
        ${sql.join(linkColumns.map((name) => sql`, ${columns[name]!} as ${sql.identifier(name)}`))}
      from ${table}
      join (select e ->> 0 as compared, e ->> 1 as left_out, (n - 1)::int as asked from jsonb_array_elements(${asked}::jsonb) with ordinality as l(e, n)) q
        on ${comparableSql(check.match, columns[check.field]!)} = q.compared and ${key} is distinct from q.left_out
      where ${columns.del_flag!} = 0
    ) found
  ) ranked where place <= ${LOOKED_AT}`;
  const { rows } = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  const findings: DuplicateFinding[] = questions.map(() => ({ hits: [], hidden: 0 }));
  for (const row of [...rows].sort((a, b) => Number(a.place) - Number(b.place))) {
    const finding = findings[Number(row.asked)]!;
    if (row.visible !== true) finding.hidden += 1;
    else if (finding.hits.length < NAMED) {
      const title = String(row.title ?? '');
      finding.hits.push({ key: String(row.key), title, href: recordHref(entity, { ...row, [entity.key]: row.key, [entity.titleField]: title }) });
    }
  }
  return findings;
}
