import { like } from 'drizzle-orm';
import { areaTree } from '@/lib/area/divisions';
import { businessDateTime } from '@/lib/entity/business-time';
import type { Db } from '../../db/client';
import { okrProject } from '../../db/schema';

/**
 * Project codes: XM, the city's four-digit division code, the day in business time and a
 * sequence of that city and day, e.g. XM4401-260521-003 for the third Guangzhou project of
 * 21 May 2026. Sequences never go back (deleted projects keep theirs), so a code is never reused;
 * two generated at once may clash and the unique rule then refuses the second save.
 */

const stripSuffix = (name: string) => name.trim().replace(/(市|地区|自治州|盟)$/, '');

/** The four-digit code of a prefecture-level city named as people write it (广州, 广州市). */
export function cityDivisionPrefix(city: string): string | null {
  const wanted = stripSuffix(city);
  if (!wanted) return null;
  for (const province of areaTree()) {
    for (const node of province.children ?? []) {
      if (stripSuffix(node.name) === wanted) return node.code.slice(0, 4);
    }
  }
  return null;
}

export function codePrefix(divisionPrefix: string, now: Date): string {
  const day = businessDateTime(now).slice(2, 10).replace(/-/g, '');
  return `XM${divisionPrefix}-${day}-`;
}

/** The next free code for the city today; null when the city is not one we know. */
export async function nextProjectCode(db: Db, city: string, now = new Date()): Promise<string | null> {
  const division = cityDivisionPrefix(city);
  if (!division) return null;
  const prefix = codePrefix(division, now);
  const taken = await db.select({ code: okrProject.project_code }).from(okrProject).where(like(okrProject.project_code, `${prefix}%`));
  const highest = taken.reduce((max, { code }) => {
    const n = Number.parseInt(code.slice(prefix.length), 10);
    return Number.isInteger(n) && n > max ? n : max;
  }, 0);
  return `${prefix}${String(highest + 1).padStart(3, '0')}`;
}
