import { sql } from 'drizzle-orm';
import { DAILY_MEASURES, type DailyReportAnswer, type DailyReportKind, type Figure } from '@/lib/contract/crm-reports';
import type { DayRange } from '@/lib/entity/date-presets';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { businessDayOf, figure, grouped, listOf, paramsOf } from './figures';
import { MEASURES, type Measure } from './measures';
import type { ReportScope } from './scope';

/** What each report's columns count. */
const REPORT_MEASURES: Record<DailyReportKind, Record<string, Measure>> = {
  clue: { added: MEASURES.cluesAdded, followed: MEASURES.cluesFollowed, converted: MEASURES.cluesConverted },
  business: { added: MEASURES.businessAdded, followed: MEASURES.businessFollowed, won: MEASURES.businessWon, wonAmount: MEASURES.businessWonAmount },
  customer: { added: MEASURES.customersAdded, followed: MEASURES.customersFollowed, signed: MEASURES.customersSigned },
};

// Keys are letters, digits, dashes and underscores (KEY_PATTERN): a space never occurs in one.
const SEPARATOR = ' ';

/**
 * A daily report: per user and day, what was added, followed up, converted, won or signed. Each
 * cell carries the list of its records (that user, that day); the totals are the whole range for
 * the people of the scope, so they are the sums of the rows.
 */
export async function dailyReport(db: Db, auth: AuthContext, kind: DailyReportKind, range: DayRange, scope: ReportScope): Promise<DailyReportAnswer> {
  const measures = DAILY_MEASURES[kind];
  const chosen = measures.map((name) => [name, REPORT_MEASURES[kind][name]!] as const);
  // Per person: an administrator's totals too are over the people listed, so they add the rows up.
  const people = scope.filter ?? scope.users.map((u) => u.user_key);
  const results = await Promise.all(chosen.map(async ([name, measure]) => {
    const params = paramsOf(measure, range, people);
    const [cells, total] = await Promise.all([
      grouped(db, auth, measure, params, (c) => sql`case when ${c[measure.user]} is null then null else ${c[measure.user]} || ${SEPARATOR} || ${businessDayOf(c[measure.time])} end`),
      figure(db, auth, measure, params),
    ]);
    return { name, measure, cells, total };
  }));

  const names = new Map(scope.users.map((u) => [u.user_key, u.realname]));
  const cellKeys = new Set(results.flatMap((r) => [...r.cells.keys()]));
  const rows = [...cellKeys].flatMap((cellKey) => {
    const [userKey, day] = cellKey.split(SEPARATOR) as [string, string];
    const realname = names.get(userKey);
    if (realname === undefined) return [];
    const figures = Object.fromEntries(results.map(({ name, measure, cells }) => {
      const one: Figure = { value: cells.get(cellKey) ?? 0, list: listOf(measure, paramsOf(measure, { from: day, to: day }, [userKey])) };
      return [name, one];
    }));
    return [{ user_key: userKey, realname, day, figures }];
  });
  rows.sort((a, b) => b.day.localeCompare(a.day) || a.realname.localeCompare(b.realname, 'zh-CN'));
  return { kind, measures: [...measures], users: scope.users, rows, totals: Object.fromEntries(results.map((r) => [r.name, r.total])) };
}
