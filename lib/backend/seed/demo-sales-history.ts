import { addDays, businessDay } from '@/lib/entity/date-presets';
import type { Db } from '../db/client';
import { crmBusiness, crmClue, crmCustomer, crmFollow, crmOrder, crmOrderLine, crmReservation } from '../db/schema';
import { instantOfWallClock } from '@/lib/entity/time-zone';

/**
 * Three months of sales by 张伟's team (each in their own department), so the statistics and daily reports have something to show
 * on a fresh start: leads arriving every few days for 李娜, 王芳 and 张伟, followed up, half of them
 * converted into a customer and an opportunity, some of those won and ordered, visits received.
 * Generated from fixed rules (no randomness) with fixed keys, so seeding twice adds nothing; times
 * are relative to the day of seeding.
 */
const TEAM = [
  { user: 'usr-sales', depart: 'dep-sales-east' },
  { user: 'usr-leader', depart: 'dep-office' },
  { user: 'usr-finance', depart: 'dep-finance' },
] as const;
const LEADS = 60;
const SPAN_DAYS = 88;

const CITIES = ['宁波', '无锡', '温州', '佛山', '东莞', '珠海', '嘉兴', '绍兴', '常州', '南通', '台州', '泉州', '惠州', '扬州', '金华'];
const KINDS = ['财富管理有限公司', '融资租赁有限公司', '小额贷款有限公司', '资产管理有限公司'];
const SURNAMES = ['赵', '钱', '孙', '李', '周', '吴', '郑', '王', '冯', '陈', '褚', '卫'];
const GIVEN = ['一鸣', '思琪', '浩然', '雨桐', '子涵', '俊杰', '欣怡', '宇航', '梓萱', '博文'];
const PRODUCTS = ['客户管理系统许可', '财富管理平台订阅（年）', '风控模型服务', '数据中台实施服务'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment `daysAgo` days before today at `hour`, business time; never later than a minute ago. */
function at(daysAgo: number, hour: number, now: Date): Date {
  const day = addDays(businessDay(now), -Math.max(0, daysAgo));
  const moment = instantOfWallClock(`${day} ${pad(hour)}:00:00`)!;
  return moment.getTime() > now.getTime() - 60_000 ? new Date(now.getTime() - 60_000) : moment;
}

export async function seedDemoSalesHistory(db: Db, now = new Date()): Promise<void> {
  const clues: (typeof crmClue.$inferInsert)[] = [];
  const customers: (typeof crmCustomer.$inferInsert)[] = [];
  const opportunities: (typeof crmBusiness.$inferInsert)[] = [];
  const orders: (typeof crmOrder.$inferInsert)[] = [];
  const lines: (typeof crmOrderLine.$inferInsert)[] = [];
  const follows: (typeof crmFollow.$inferInsert)[] = [];
  const visits: (typeof crmReservation.$inferInsert)[] = [];

  for (let i = 0; i < LEADS; i += 1) {
    const n = pad(i + 1);
    const { user, depart } = TEAM[i % TEAM.length]!;
    // Spread over three months, newest first, a few on the same days.
    const age = Math.round((i * SPAN_DAYS) / LEADS) + (i % 2);
    const arrived = at(age, 9 + (i % 8), now);
    const company = `${CITIES[i % CITIES.length]}${['恒信', '汇通', '瑞丰', '嘉禾'][Math.floor(i / CITIES.length) % 4]}${KINDS[i % KINDS.length]}`;
    const converts = i % 2 === 0 && age >= 3;
    const invalid = !converts && i % 5 === 3;
    const followed = at(age - 1, 14, now);
    const clueKey = `clu-hist-${n}`;
    const customerKey = converts ? `cus-hist-${n}` : null;
    const businessKey = converts ? `biz-hist-${n}` : null;
    const converted = converts ? at(age - 2, 16, now) : null;
    clues.push({
      clue_key: clueKey, contact_name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[i % GIVEN.length]}`, company_name: company,
      mobile: `137${String(20000000 + i * 7919).slice(0, 8)}`, source: ['board', 'manual', 'proxy', 'partnerPay'][i % 4]!,
      status: converts ? 'converted' : invalid ? 'invalid' : age > 1 ? 'following' : 'new', invalid_reason: invalid ? '联系不上' : null,
      follower: user, belong_depart: depart, in_pool: false, distribute_time: arrived,
      last_follow_time: age > 1 ? followed : null, customer_key: customerKey, business_key: businessKey, convert_time: converted,
      create_by: 'usr-sales', create_time: arrived, update_time: converted ?? arrived,
    });
    if (age > 1) {
      follows.push({ follow_key: `fol-hist-${n}-c`, subject_kind: 'clue', subject_key: clueKey, follow_time: followed, follow_type: i % 3 === 0 ? 'visit' : 'phone', content: '电话沟通需求，约定演示时间', follower: user, belong_depart: depart, create_by: user, create_time: followed });
    }
    if (!converts || !customerKey || !businessKey || !converted) continue;

    const star = (i % 5) + 1;
    const signs = i % 4 === 0 && age >= 6;
    const signed = signs ? at(age - 6, 11, now) : null;
    customers.push({
      customer_key: customerKey, customer_name: company, status: signs ? 'signed' : 'following', star, level: star >= 4 ? 'A' : 'B',
      follower: user, belong_depart: depart, in_sea: false, last_follow_time: at(age - 3, 10, now), sign_time: signed, clue_key: clueKey,
      create_by: user, create_time: converted, update_time: signed ?? converted,
    });
    follows.push({ follow_key: `fol-hist-${n}-k`, subject_kind: 'customer', subject_key: customerKey, follow_time: at(age - 3, 10, now), follow_type: 'visit', content: '上门拜访，介绍实施方案', follower: user, belong_depart: depart, create_by: user, create_time: at(age - 3, 10, now) });

    const amount = 80000 + ((i * 37) % 20) * 15000;
    const wins = i % 4 === 0 || i % 6 === 2;
    const won = wins ? at(age - 7, 15, now) : null;
    const stage = wins ? 'won' : ['requirement', 'proposal', 'negotiation', 'lost'][i % 4]!;
    opportunities.push({
      business_key: businessKey, customer_key: customerKey, business_name: `${company.slice(0, 4)}${PRODUCTS[i % PRODUCTS.length]}`, amount, stage,
      win_rate: wins ? 100 : stage === 'lost' ? 0 : 30 + (i % 4) * 15, expected_close_date: addDays(businessDay(now), wins ? -Math.max(0, age - 7) : 30 - (i % 20)),
      follower: user, belong_depart: depart, status: 'open', won_time: won, create_by: user, create_time: converted, update_time: won ?? converted,
    });
    follows.push({ follow_key: `fol-hist-${n}-b`, subject_kind: 'business', subject_key: businessKey, follow_time: at(age - 4, 15, now), follow_type: 'meeting', content: '方案评审会，确认报价范围', follower: user, belong_depart: depart, create_by: user, create_time: at(age - 4, 15, now) });
    visits.push({
      reservation_key: `rsv-hist-${n}`, customer_key: customerKey, belong_depart: depart, subject: '方案交流', visit_time: at(age - 4, 10, now),
      negotiators: `${SURNAMES[(i + 3) % SURNAMES.length]}总；${SURNAMES[(i + 5) % SURNAMES.length]}经理`, place: '公司会议室', receptionist: user,
      status: i % 3 === 2 ? 'cancelled' : 'arrived', arrival_time: i % 3 === 2 ? null : at(age - 4, 10, now), create_by: user, create_time: converted,
    });

    if (!won) continue;
    const confirmed = at(age - 8, 11, now);
    const day = businessDay(confirmed);
    orders.push({
      order_key: `ord-hist-${n}`, order_no: `DD${day.replace(/-/g, '')}110000HS${n}`, customer_key: customerKey, belong_depart: depart, order_date: day,
      order_maker: user, status: 'confirmed', confirm_time: confirmed, total_amount: amount, create_by: user, create_time: won, update_time: confirmed,
    });
    lines.push({ line_key: `oln-hist-${n}`, order_key: `ord-hist-${n}`, belong_depart: depart, product_name: PRODUCTS[i % PRODUCTS.length]!, quantity: 1, unit_price: amount, amount, create_by: user, create_time: won });
  }

  // Customers first: leads, opportunities and the rest name them.
  await db.insert(crmCustomer).values(customers).onConflictDoNothing();
  await db.insert(crmClue).values(clues).onConflictDoNothing();
  await db.insert(crmBusiness).values(opportunities).onConflictDoNothing();
  await db.insert(crmOrder).values(orders).onConflictDoNothing();
  await db.insert(crmOrderLine).values(lines).onConflictDoNothing();
  await db.insert(crmFollow).values(follows).onConflictDoNothing();
  await db.insert(crmReservation).values(visits).onConflictDoNothing();
}
