import { CRM_REPORT_RIGHTS } from '@/lib/contract/crm-reports';
import type { MonthFigures } from '@/lib/contract/dashboard';
import { monthToDate } from '@/lib/entity/date-presets';
import { listPageHref } from '@/lib/navigation/list-link';
import { holdsPermission } from '../../auth/grants';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { scopeFigure } from './figures';
import { MEASURES, type MeasureName } from './measures';
import { reportScope } from './scope';

/** The dashboard's 本月数据: [message key under dashboard.monthItems, measure, kind]. */
const MONTH_ITEMS: [string, MeasureName, 'count' | 'money'][] = [
  ['clues', 'cluesAdded', 'count'],
  ['customers', 'customersAdded', 'count'],
  ['follows', 'follows', 'count'],
  ['won', 'businessWon', 'count'],
  ['wonAmount', 'businessWonAmount', 'money'],
  ['orderAmount', 'orderAmount', 'money'],
];

/**
 * This month so far, for the caller's report scope (their own work, their departments' users,
 * everyone's), each figure opening the list of its records. Null for those who hold neither the
 * daily report nor the statistics.
 */
export async function monthFigures(db: Db, auth: AuthContext, t: (key: string) => string, now = new Date()): Promise<MonthFigures | null> {
  const [daily, statistics] = await Promise.all([holdsPermission(db, auth, CRM_REPORT_RIGHTS.dailyReport), holdsPermission(db, auth, CRM_REPORT_RIGHTS.statistics)]);
  if (!daily && !statistics) return null;
  const scope = await reportScope(db, auth);
  const range = monthToDate(now);
  const figures = await Promise.all(MONTH_ITEMS.map(([, measure]) => scopeFigure(db, auth, MEASURES[measure], range, scope)));
  return {
    items: MONTH_ITEMS.map(([label, , kind], i) => ({
      label: t(`dashboard.monthItems.${label}`),
      value: figures[i]!.value,
      kind,
      link: listPageHref(figures[i]!.list, auth.userKey),
    })),
  };
}
