import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crmActivity, crmChannel, crmClue, crmCustomer, crmFollow, sysAuditLog, sysSetting } from '../db/schema';
import { businessDayFromToday, atBusinessHour } from './demo-days';

const daysAgo = (n: number, hour = 10) => atBusinessHour(-n, hour);
const dayText = businessDayFromToday;

/** [key, name, type, owner, remark] */
const CHANNELS: [string, string, string, string | null, string][] = [
  ['chn-site', '官网表单', 'site', 'usr-sales', '在线留言、代理申请与购买咨询三张表单'],
  ['chn-search', '搜索引擎推广', 'online_ads', 'usr-sales', '关键词：金融 CRM、财富管理系统'],
  ['chn-expo', '行业展会', 'event', 'usr-leader', '每年两场金融科技展会'],
  ['chn-referral', '客户转介绍', 'referral', 'usr-sales', '签约客户推荐的同业机构'],
  ['chn-partner', '合作伙伴推荐', 'partner', null, '授权代理商带来的客户'],
];

/** [key, name, type, channel, starts in days, lasts days, budget, status, owner] */
const ACTIVITIES: [string, string, string, string, number, number, number, string, string][] = [
  ['act-demo-01', '深圳金融科技博览会', 'exhibition', 'chn-expo', -40, 3, 180000, 'ended', 'usr-leader'],
  ['act-demo-02', '财富管理数字化线上直播', 'webinar', 'chn-search', -12, 1, 20000, 'ended', 'usr-sales'],
  ['act-demo-03', '华东私人银行客户沙龙', 'salon', 'chn-referral', -2, 5, 45000, 'ongoing', 'usr-sales'],
  ['act-demo-04', '年末搜索推广计划', 'campaign', 'chn-search', 15, 30, 60000, 'planned', 'usr-sales'],
];

interface DemoClue {
  key: string;
  name: string;
  company: string | null;
  mobile: string;
  source: string;
  channel: string | null;
  activity: string | null;
  intention: string | null;
  region: string | null;
  content: string | null;
  /** Days since it arrived. */
  age: number;
  /** null: still in the pool. */
  follower: string | null;
  department: string | null;
  status: 'new' | 'following' | 'converted' | 'invalid';
  invalidReason?: string;
  customer?: string;
  business?: string;
}

const clue = (c: Omit<DemoClue, 'follower' | 'department' | 'status'> & Partial<DemoClue>): DemoClue => ({ follower: null, department: null, status: 'new', ...c });

const CLUES: DemoClue[] = [
  // In the pool: what the site's forms brought in lately, waiting for the sales administrator.
  clue({ key: 'clu-demo-01', name: '陈思远', company: '苏州工业园区科技小贷有限公司', mobile: '13912340101', source: 'board', channel: 'chn-site', activity: null, intention: '预约演示', region: '320000,320500,320571', content: '想了解客户分级管理和审批流，能否安排线上演示？', age: 1 }),
  clue({ key: 'clu-demo-02', name: '刘海燕', company: '厦门海沧融资担保有限公司', mobile: '13812340102', source: 'partnerPay', channel: 'chn-site', activity: null, intention: '专业版', region: '350000,350200,350205', content: '约 40 人使用，请报价。', age: 2 }),
  clue({ key: 'clu-demo-03', name: '周凯', company: '成都天府数字科技有限公司', mobile: '13712340103', source: 'proxy', channel: 'chn-partner', activity: null, intention: '四川省成都市', region: '510000,510100,510107', content: '团队 8 人，服务本地城商行。', age: 3 }),
  clue({ key: 'clu-demo-04', name: '吴静', company: null, mobile: '13612340104', source: 'board', channel: 'chn-search', activity: 'act-demo-02', intention: '产品咨询', region: '440000,440300,440305', content: '看了直播回放，想了解移动端。', age: 4 }),
  clue({ key: 'clu-demo-05', name: '孙立', company: '济南泉城资产管理有限公司', mobile: '13512340105', source: 'manual', channel: 'chn-expo', activity: 'act-demo-01', intention: '展会留资', region: '370000,370100,370102', content: null, age: 6 }),
  // 李娜's (华东销售组): one waiting, three being followed up, one converted, one invalid.
  clue({ key: 'clu-demo-06', name: '郑晓明', company: '杭州西溪私募基金管理有限公司', mobile: '13912340106', source: 'board', channel: 'chn-site', activity: null, intention: '预约演示', region: '330000,330100,330106', content: '希望月底前完成选型。', age: 2, follower: 'usr-sales', department: 'dep-sales-east' }),
  clue({ key: 'clu-demo-07', name: '黄婷', company: '上海外滩财富管理有限公司', mobile: '13812340107', source: 'manual', channel: 'chn-referral', activity: 'act-demo-03', intention: '续约客户推荐', region: '310000,310100,310101', content: null, age: 28, follower: 'usr-sales', department: 'dep-sales-east', status: 'following' }),
  clue({ key: 'clu-demo-08', name: '林国栋', company: '南通江海融资租赁有限公司', mobile: '13712340108', source: 'board', channel: 'chn-search', activity: 'act-demo-02', intention: '产品咨询', region: '320000,320600,320602', content: '关注合同管理与回款提醒。', age: 21, follower: 'usr-sales', department: 'dep-sales-east', status: 'following' }),
  clue({ key: 'clu-demo-09', name: '马文涛', company: '宁波甬江保险经纪有限公司', mobile: '13612340109', source: 'proxy', channel: 'chn-partner', activity: null, intention: '浙江省宁波市', region: '330000,330200,330203', content: '希望代理浙东区域。', age: 14, follower: 'usr-sales', department: 'dep-sales-east', status: 'following' }),
  clue({ key: 'clu-demo-10', name: '何雪', company: '杭州钱塘财富管理有限公司', mobile: '13512340110', source: 'manual', channel: 'chn-expo', activity: 'act-demo-01', intention: '展会留资', region: '330000,330100,330106', content: null, age: 35, follower: 'usr-sales', department: 'dep-sales-east', status: 'converted', customer: 'cus-demo-02', business: 'biz-demo-03' }),
  clue({ key: 'clu-demo-11', name: '钱多多', company: null, mobile: '13412340111', source: 'board', channel: 'chn-site', activity: null, intention: '其他', region: null, content: '推广合作，非采购需求。', age: 9, follower: 'usr-sales', department: 'dep-sales-east', status: 'invalid', invalidReason: '广告推销，非真实需求' }),
  // 王芳's (财务部) and 张伟's (总经办).
  clue({ key: 'clu-demo-12', name: '谢宇航', company: '广州南沙跨境支付有限公司', mobile: '13912340112', source: 'partnerPay', channel: 'chn-site', activity: null, intention: '标准版', region: '440000,440100,440115', content: '财务部门先试用。', age: 5, follower: 'usr-finance', department: 'dep-finance' }),
  clue({ key: 'clu-demo-13', name: '罗佳', company: '佛山禅城商业保理有限公司', mobile: '13812340113', source: 'board', channel: 'chn-search', activity: null, intention: '产品咨询', region: '440000,440600,440604', content: '关注应收账款管理。', age: 18, follower: 'usr-finance', department: 'dep-finance', status: 'following' }),
  clue({ key: 'clu-demo-14', name: '邓超群', company: '珠海金湾小额贷款有限公司', mobile: '13712340114', source: 'manual', channel: 'chn-expo', activity: 'act-demo-01', intention: '展会留资', region: '440000,440400,440404', content: null, age: 30, follower: 'usr-finance', department: 'dep-finance', status: 'invalid', invalidReason: '公司已被收购，暂停采购' }),
  clue({ key: 'clu-demo-15', name: '韩博', company: '北京金融街投资管理有限公司', mobile: '13612340115', source: 'manual', channel: 'chn-referral', activity: null, intention: '高管推荐', region: '110000,110100,110102', content: null, age: 25, follower: 'usr-leader', department: 'dep-office', status: 'following' }),
  // The administrator's own (信息技术部), so her 我的线索 shows one being followed up.
  clue({ key: 'clu-demo-16', name: '冯立新', company: '上海陆家嘴数据服务有限公司', mobile: '13512340116', source: 'manual', channel: 'chn-referral', activity: null, intention: '系统集成', region: '310000,310100,310115', content: '想了解与现有核心系统的接口对接。', age: 7, follower: 'usr-admin', department: 'dep-it', status: 'following' }),
];

/** [key, lead, days ago, hour, type, content, next follow-up in days from then, follower] */
const FOLLOWS: [string, string, number, number, string, string, number | null, string][] = [
  ['fol-clue-01', 'clu-demo-07', 27, 10, 'phone', '首次电话沟通，对方由浦江信托推荐，关注私行客户管理。', 3, 'usr-sales'],
  ['fol-clue-02', 'clu-demo-07', 24, 15, 'visit', '上门拜访财富管理部，演示客户分级与资产视图。', 7, 'usr-sales'],
  ['fol-clue-03', 'clu-demo-07', 16, 11, 'email', '发送方案建议书与报价区间。', 5, 'usr-sales'],
  ['fol-clue-04', 'clu-demo-07', 9, 16, 'meeting', '与科技部讨论数据对接，需提供接口文档。', 4, 'usr-sales'],
  ['fol-clue-05', 'clu-demo-07', 3, 10, 'phone', '确认预算已列入下季度计划，约定下周现场汇报。', 6, 'usr-sales'],
  ['fol-clue-06', 'clu-demo-08', 20, 9, 'phone', '介绍合同与回款提醒功能，对方希望看演示。', 5, 'usr-sales'],
  ['fol-clue-07', 'clu-demo-08', 13, 14, 'wechat', '发送演示录屏，约定业务负责人参加演示。', 7, 'usr-sales'],
  ['fol-clue-08', 'clu-demo-08', 5, 10, 'meeting', '线上演示完成，客户提出租赁合同模板需求。', 5, 'usr-sales'],
  ['fol-clue-09', 'clu-demo-09', 13, 11, 'phone', '了解代理商团队与资源，约定提交资质材料。', 7, 'usr-sales'],
  ['fol-clue-10', 'clu-demo-09', 6, 15, 'email', '收到资质材料，转交渠道经理评估。', 10, 'usr-sales'],
  ['fol-clue-11', 'clu-demo-10', 33, 10, 'visit', '展会后拜访，客户希望先试用客户管理模块。', 7, 'usr-sales'],
  ['fol-clue-12', 'clu-demo-10', 26, 14, 'meeting', '试用反馈良好，进入商务谈判，转化为客户与商机。', null, 'usr-sales'],
  ['fol-clue-13', 'clu-demo-11', 8, 10, 'phone', '电话确认为广告推销，非采购需求。', null, 'usr-sales'],
  ['fol-clue-14', 'clu-demo-13', 17, 10, 'phone', '首次沟通，了解保理业务流程。', 4, 'usr-finance'],
  ['fol-clue-15', 'clu-demo-13', 12, 16, 'wechat', '发送应收账款管理功能介绍。', 6, 'usr-finance'],
  ['fol-clue-16', 'clu-demo-13', 4, 11, 'visit', '上门拜访财务总监，约定下周试用。', 5, 'usr-finance'],
  ['fol-clue-17', 'clu-demo-14', 29, 10, 'phone', '展会后回访，对方表示公司在重组。', 14, 'usr-finance'],
  ['fol-clue-18', 'clu-demo-14', 15, 10, 'phone', '确认公司已被收购，暂停采购。', null, 'usr-finance'],
  ['fol-clue-19', 'clu-demo-15', 24, 10, 'meeting', '与韩总面谈，了解集团投管系统现状。', 10, 'usr-leader'],
  ['fol-clue-20', 'clu-demo-15', 11, 15, 'phone', '电话跟进，对方等待年度预算批复。', 14, 'usr-leader'],
];

/** Follow-ups of opportunities, beside those of leads and customers: [key, opportunity, department, days ago, type, content, follower] */
const OPPORTUNITY_FOLLOWS: [string, string, string, number, string, string, string][] = [
  ['fol-biz-01', 'biz-demo-01', 'dep-sales-east', 12, 'meeting', '续约方案评审，客户要求增加两年期报价。', 'usr-sales'],
  ['fol-biz-02', 'biz-demo-01', 'dep-sales-east', 4, 'phone', '确认两年期报价可接受，等待法务审核合同。', 'usr-sales'],
  ['fol-biz-03', 'biz-demo-04', 'dep-sales-south', 7, 'visit', '现场演示合规报送流程，客户关注数据留存。', 'usr-leader'],
];

/** The lead distribution rule: set (in turn between 李娜 and 王芳) but off, so site leads wait in the pool until a sales administrator turns it on. */
const RULE = {
  enabled: false,
  mode: 'roundRobin',
  users: ['usr-sales', 'usr-finance'],
  regions: [{ region: '310000', user_key: 'usr-sales' }, { region: '320000', user_key: 'usr-sales' }, { region: '330000', user_key: 'usr-sales' }, { region: '440000', user_key: 'usr-finance' }],
  last_user: null,
};

/** Channels, activities, leads in every state with a month of follow-ups, their distribution history and the rule; fixed keys, so a second run adds nothing. */
export async function seedDemoClues(db: Db): Promise<void> {
  await db.insert(crmChannel).values(CHANNELS.map(([channel_key, channel_name, channel_type, owner, remark]) => ({
    channel_key, channel_name, channel_type, owner, remark, create_by: 'usr-admin',
  }))).onConflictDoNothing();
  await db.insert(crmActivity).values(ACTIVITIES.map(([activity_key, activity_name, activity_type, channel_key, startsIn, lasts, budget, status, owner]) => ({
    activity_key, activity_name, activity_type, channel_key, start_date: dayText(startsIn), end_date: dayText(startsIn + lasts - 1), budget, status, owner, create_by: owner,
  }))).onConflictDoNothing();

  const follows = (key: string) => FOLLOWS.filter((f) => f[1] === key);
  const inserted = await db.insert(crmClue).values(CLUES.map((c) => {
    const own = follows(c.key);
    const last = own[own.length - 1];
    return {
      clue_key: c.key, contact_name: c.name, company_name: c.company, mobile: c.mobile, source: c.source, channel_key: c.channel, activity_key: c.activity,
      intention: c.intention, region: c.region, content: c.content, status: c.status, follower: c.follower, in_pool: c.follower === null,
      belong_depart: c.department, distribute_time: c.follower ? daysAgo(c.age, 14) : null, invalid_reason: c.invalidReason ?? null,
      last_follow_time: last ? daysAgo(last[2], last[3]) : null,
      next_follow_time: last && last[6] !== null && (c.status === 'new' || c.status === 'following') ? daysAgo(last[2] - last[6], 10) : null,
      customer_key: c.customer ?? null, business_key: c.business ?? null, convert_time: c.customer && last ? daysAgo(last[2], last[3] + 1) : null,
      create_time: daysAgo(c.age, 9), create_by: c.source === 'manual' ? c.follower : null,
    };
  })).onConflictDoNothing().returning({ key: crmClue.clue_key });
  if (inserted.length === 0) return;

  await db.insert(crmFollow).values(FOLLOWS.map(([follow_key, subject_key, days, hour, follow_type, content, nextIn, follower]) => ({
    follow_key, subject_kind: 'clue', subject_key, follow_time: daysAgo(days, hour), follow_type, content,
    next_follow_time: nextIn === null ? null : daysAgo(days - nextIn, 10), follower, create_by: follower, create_time: daysAgo(days, hour),
    belong_depart: CLUES.find((c) => c.key === subject_key)!.department,
  }))).onConflictDoNothing();

  // The converted lead's customer names it back.
  for (const c of CLUES.filter((x) => x.customer)) {
    await db.update(crmCustomer).set({ clue_key: c.key }).where(and(eq(crmCustomer.customer_key, c.customer!), isNull(crmCustomer.clue_key)));
  }

  await db.insert(crmFollow).values(OPPORTUNITY_FOLLOWS.map(([follow_key, subject_key, belong_depart, days, follow_type, content, follower]) => ({
    follow_key, subject_kind: 'business', subject_key, belong_depart, follow_time: daysAgo(days, 15), follow_type, content, follower, create_by: follower, create_time: daysAgo(days, 15),
  }))).onConflictDoNothing();

  // The history of each lead as its timeline shows it: who handed it out (李娜 as the sales
  // administrator), who converted it or gave up on it, and when.
  const names: Record<string, string> = { 'usr-sales': '李娜', 'usr-finance': '王芳', 'usr-leader': '张伟' };
  const distributed = CLUES.filter((c) => c.follower && c.source !== 'manual').map((c) => ({
    audit_key: `aud-dis-${c.key}`, entity: 'clue', record_key: c.key, action: 'distribute', operator: 'usr-sales', operator_name: '李娜', create_time: daysAgo(c.age, 14),
    changes: [{ field: 'follower', old: null, new: c.follower }, { field: 'in_pool', old: true, new: false }],
  }));
  const closed = CLUES.filter((c) => c.status === 'converted' || c.status === 'invalid').map((c) => {
    const last = follows(c.key).at(-1)!;
    const changes = c.status === 'converted'
      ? [{ field: 'status', old: 'following', new: 'converted' }, { field: 'customer_key', old: null, new: c.customer }, { field: 'business_key', old: null, new: c.business }]
      : [{ field: 'status', old: 'following', new: 'invalid' }, { field: 'invalid_reason', old: null, new: c.invalidReason }];
    return {
      audit_key: `aud-end-${c.key}`, entity: 'clue', record_key: c.key, action: c.status === 'converted' ? 'convert' : 'invalid',
      operator: c.follower, operator_name: names[c.follower!] ?? null, create_time: daysAgo(last[2], last[3] + 1), changes,
    };
  });
  await db.insert(sysAuditLog).values([...distributed, ...closed]).onConflictDoNothing();

  await db.insert(sysSetting).values({ setting_key: 'clueDistribution', value: RULE, update_by: 'usr-sales' }).onConflictDoNothing();
}
