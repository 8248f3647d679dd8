import { sql } from 'drizzle-orm';
import type { CustomerStarAnswer, DoorAnswer, Figure, FunnelAnswer, RankingAnswer, RankingMeasure, SignAnswer } from '@/lib/contract/crm-reports';
import type { DayRange } from '@/lib/entity/date-presets';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { businessDayOf, figure, grouped, listOf, paramsOf, scopeFigure } from './figures';
import { MEASURES, type Measure } from './measures';
import type { ReportScope } from './scope';

type Ctx = { db: Db; auth: AuthContext; range: DayRange; scope: ReportScope };

const STARS = [1, 2, 3, 4, 5];

/** Customers taken on in the range, by star rating (1-5, then unrated). */
export async function customerStar({ db, auth, range, scope }: Ctx): Promise<CustomerStarAnswer> {
  const measure = MEASURES.customersAdded;
  const params = paramsOf(measure, range, scope.filter);
  const [byStar, total] = await Promise.all([
    grouped(db, auth, measure, params, (c) => sql`coalesce(${c.star}::text, 'none')`),
    figure(db, auth, measure, params),
  ]);
  return {
    buckets: [
      ...STARS.map((star) => ({ star, value: byStar.get(String(star)) ?? 0, figure: { value: byStar.get(String(star)) ?? 0, list: listOf(measure, { ...params, star: String(star) }) } })),
      { star: null, value: byStar.get('none') ?? 0, figure: null },
    ],
    total,
  };
}

async function byDay(ctx: Ctx, measure: Measure): Promise<{ day: string; value: number }[]> {
  const counted = await grouped(ctx.db, ctx.auth, measure, paramsOf(measure, ctx.range, ctx.scope.filter), (c) => businessDayOf(c[measure.time]));
  return [...counted.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value }));
}

/** Signing: customers signed, orders confirmed and their amount, in all and by day. */
export async function sign(ctx: Ctx): Promise<SignAnswer> {
  const { db, auth, range, scope } = ctx;
  const [customers, orders, amount, customersByDay, ordersByDay] = await Promise.all([
    scopeFigure(db, auth, MEASURES.customersSigned, range, scope),
    scopeFigure(db, auth, MEASURES.ordersConfirmed, range, scope),
    scopeFigure(db, auth, MEASURES.orderAmount, range, scope),
    byDay(ctx, MEASURES.customersSigned),
    byDay(ctx, MEASURES.ordersConfirmed),
  ]);
  return { customers, orders, amount, customersByDay, ordersByDay };
}

/** Visits (到访): reservations confirmed as arrived, and the visits booked for the range. */
export async function door(ctx: Ctx): Promise<DoorAnswer> {
  const { db, auth, range, scope } = ctx;
  const [arrived, booked, arrivedByDay] = await Promise.all([
    scopeFigure(db, auth, MEASURES.visitsArrived, range, scope),
    scopeFigure(db, auth, MEASURES.visitsBooked, range, scope),
    byDay(ctx, MEASURES.visitsArrived),
  ]);
  return { arrived, booked, arrivedByDay };
}

const FUNNEL: [FunnelAnswer['stages'][number]['stage'], Measure][] = [
  ['clues', MEASURES.cluesAdded],
  ['converted', MEASURES.cluesConverted],
  ['customers', MEASURES.customersAdded],
  ['opportunities', MEASURES.businessAdded],
  ['won', MEASURES.businessWon],
  ['orders', MEASURES.ordersConfirmed],
];

/** From lead to signed order: what each step reached in the range. */
export async function funnel({ db, auth, range, scope }: Ctx): Promise<FunnelAnswer> {
  const figures = await Promise.all(FUNNEL.map(([, measure]) => scopeFigure(db, auth, measure, range, scope)));
  return { stages: FUNNEL.map(([stage], i) => ({ stage, figure: figures[i]! })) };
}

const RANKED: [RankingMeasure, Measure][] = [
  ['wonAmount', MEASURES.businessWonAmount],
  ['won', MEASURES.businessWon],
  ['orderAmount', MEASURES.orderAmount],
  ['customers', MEASURES.customersAdded],
  ['follows', MEASURES.follows],
];

/** Per user of the scope: won amount and count, confirmed order amount, new customers, follow-ups; best first. */
export async function ranking({ db, auth, range, scope }: Ctx): Promise<RankingAnswer> {
  const byUser = await Promise.all(RANKED.map(([, measure]) => {
    const params = paramsOf(measure, range, scope.filter);
    return grouped(db, auth, measure, params, (c) => sql`${c[measure.user]}`).then((values) => ({ measure, params, values }));
  }));
  const rows = scope.users.map((user) => {
    const figures = Object.fromEntries(RANKED.map(([name], i) => {
      const { measure, params, values } = byUser[i]!;
      const one: Figure = { value: values.get(user.user_key) ?? 0, list: listOf(measure, { ...params, [measure.user]: user.user_key }) };
      return [name, one];
    })) as Record<RankingMeasure, Figure>;
    return { ...user, figures };
  });
  rows.sort((a, b) => b.figures.wonAmount.value - a.figures.wonAmount.value || b.figures.won.value - a.figures.won.value
    || b.figures.orderAmount.value - a.figures.orderAmount.value || a.realname.localeCompare(b.realname, 'zh-CN'));
  return { rows };
}
