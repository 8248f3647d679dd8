import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDict, sysDictItem } from '../db/schema';
import { DICTIONARY_ENGLISH } from './dictionary-english';

type Item = [value: string, text: string, children?: Item[]];

/** Dictionaries the product's own fields use (values the calls carry, HIGHT included, as clients send them). */
export const DICTIONARIES: { code: string; name: string; tree?: boolean; items: Item[] }[] = [
  { code: 'enable_status', name: '启用状态', items: [['1', '启用'], ['0', '停用']] },
  { code: 'yes_no', name: '是否', items: [['1', '是'], ['0', '否']] },
  { code: 'menu_type', name: '菜单类型', items: [['0', '目录'], ['1', '菜单'], ['2', '按钮']] },
  { code: 'sex', name: '性别', items: [['1', '男'], ['2', '女']] },
  { code: 'user_status', name: '用户状态', items: [['1', '正常'], ['2', '冻结'], ['3', '待激活']] },
  { code: 'user_auth_source', name: '登录来源', items: [['local', '本地账号'], ['ldap', 'LDAP 目录'], ['oidc', 'OIDC 单点登录']] },
  { code: 'user_type', name: '用户类型', items: [['staff', '员工'], ['partner', '合作伙伴']] },
  { code: 'priority', name: '重要程度', items: [['HIGHT', '高'], ['NORMAL', '中'], ['LOW', '低']] },
  { code: 'notice_type', name: '通知类型', items: [['ANNOUNCEMENT', '通知公告'], ['SYSTEM', '系统消息']] },
  { code: 'publish_status', name: '发布状态', items: [['DRAFT', '待发布'], ['PUBLISHED', '已发布'], ['RETRACT', '已撤回']] },
  { code: 'read_status', name: '处理状态', items: [['UNREAD', '待处理'], ['READED', '已处理']] },
  { code: 'message_category_type', name: '消息分类类型', items: [['BUSINESS', '业务消息'], ['ADMINISTRATION', '行政消息']] },
  { code: 'customer_level', name: '客户等级', items: [['A', '重点客户'], ['B', '普通客户'], ['C', '潜在客户']] },
  { code: 'customer_status', name: '客户状态', items: [['potential', '潜在客户'], ['following', '跟进中'], ['signed', '已签约'], ['lost', '已流失']] },
  { code: 'customer_source', name: '客户来源', items: [['site', '官网咨询'], ['referral', '客户转介绍'], ['exhibition', '展会活动'], ['call', '电话拓展'], ['partner', '合作伙伴'], ['clue', '线索转化'], ['other', '其他']] },
  // For fields administrators add (字段管理): a customer's risk grading is the usual first one.
  { code: 'risk_level', name: '风险等级', items: [['low', '低风险'], ['medium', '中风险'], ['high', '高风险']] },
  { code: 'customer_tag', name: '客户标签', items: [['key_account', '重点维护'], ['listed', '上市公司'], ['state_owned', '国有企业'], ['high_net_worth', '高净值'], ['cross_border', '跨境业务']] },
  { code: 'visit_type', name: '拜访方式', items: [['onsite', '上门拜访'], ['phone', '电话沟通'], ['video', '视频会议'], ['event', '活动交流']] },
  { code: 'follow_type', name: '跟进方式', items: [['phone', '电话'], ['visit', '拜访'], ['wechat', '微信'], ['email', '邮件'], ['meeting', '会议']] },
  { code: 'business_stage', name: '商机阶段', items: [['initial', '初步接洽'], ['requirement', '需求确认'], ['proposal', '方案报价'], ['negotiation', '商务谈判'], ['won', '赢单'], ['lost', '输单']] },
  { code: 'business_status', name: '商机状态', items: [['open', '进行中'], ['closed', '已关闭'], ['cancelled', '已取消']] },
  { code: 'ticket_type', name: '工单类型', items: [['consult', '咨询'], ['fault', '故障'], ['complaint', '投诉'], ['request', '需求']] },
  { code: 'ticket_status', name: '工单状态', items: [['open', '待处理'], ['processing', '处理中'], ['done', '已完成'], ['cancelled', '已取消']] },
  { code: 'order_status', name: '订单状态', items: [['draft', '草稿'], ['confirmed', '已确认'], ['completed', '已完成'], ['cancelled', '已取消']] },
  { code: 'reservation_status', name: '预约状态', items: [['booked', '已预约'], ['arrived', '已到访'], ['cancelled', '已取消']] },
  { code: 'clue_source', name: '线索来源', items: [['board', '在线留言'], ['proxy', '代理申请'], ['partnerPay', '购买咨询'], ['manual', '手工录入']] },
  { code: 'clue_status', name: '线索状态', items: [['new', '待跟进'], ['following', '跟进中'], ['converted', '已转化'], ['invalid', '无效']] },
  { code: 'follow_subject', name: '跟进对象', items: [['clue', '线索'], ['customer', '客户'], ['business', '商机']] },
  { code: 'channel_type', name: '渠道类型', items: [['site', '官网'], ['online_ads', '线上推广'], ['event', '线下活动'], ['referral', '客户转介绍'], ['partner', '合作伙伴']] },
  { code: 'activity_type', name: '活动类型', items: [['exhibition', '展会'], ['seminar', '研讨会'], ['webinar', '线上直播'], ['campaign', '广告投放'], ['salon', '客户沙龙']] },
  { code: 'activity_status', name: '活动状态', items: [['planned', '筹备中'], ['ongoing', '进行中'], ['ended', '已结束']] },
  { code: 'address_type', name: '地址类型', items: [['registered', '注册地址'], ['office', '办公地址'], ['mailing', '收件地址'], ['invoice', '开票地址']] },
  { code: 'business_line', name: '业务条线', items: [['wealth', '财富管理'], ['custody', '资产托管'], ['cross_border', '跨境金融'], ['supply_chain', '供应链金融'], ['investment_banking', '投资银行'], ['fintech', '金融科技服务']] },
  { code: 'product_category', name: '产品大类', items: [['deposit', '存款'], ['wealth_product', '理财'], ['fund', '基金'], ['insurance', '保险'], ['trust', '信托'], ['loan', '贷款'], ['settlement', '支付结算']] },
  { code: 'customer_category', name: '客户分类', items: [['institution', '机构客户'], ['interbank', '同业客户'], ['enterprise', '企业客户'], ['small_micro', '小微企业'], ['high_net_worth', '高净值客户'], ['government', '政府及事业单位']] },
  { code: 'customer_channel', name: '客户渠道', items: [['site', '官网'], ['agent', '代理'], ['direct', '直销'], ['partner', '合作伙伴'], ['other', '其他']] },
  { code: 'product_type', name: '产品类型', items: [['wealth', '理财产品'], ['fund', '基金'], ['insurance', '保险'], ['trust', '信托计划'], ['loan', '贷款'], ['settlement', '支付结算'], ['custody', '托管服务']] },
  { code: 'customer_product_status', name: '客户产品状态', items: [['active', '生效中'], ['paused', '已暂停'], ['ended', '已终止']] },
  { code: 'price_type', name: '价格类型', items: [['standard', '标准价'], ['agreed', '协议价'], ['promotion', '优惠价']] },
  { code: 'currency', name: '币种', items: [['CNY', '人民币'], ['USD', '美元'], ['HKD', '港币'], ['EUR', '欧元']] },
  { code: 'coefficient_type', name: '系数类型', items: [['fee_rate', '费率系数'], ['discount', '折扣系数'], ['risk', '风险系数']] },
  { code: 'contract_status', name: '合同状态', items: [['draft', '草拟'], ['effective', '履行中'], ['expired', '已到期'], ['terminated', '已终止']] },
  { code: 'project_status', name: '项目状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['REJECTED', '已驳回'], ['ONGOING', '进行中'], ['FINISHED', '已完成'], ['CLOSED', '已关闭']] },
  { code: 'task_status', name: '任务状态', items: [['todo', '待办'], ['doing', '进行中'], ['done', '已完成']] },
  { code: 'task_priority', name: '任务优先级', items: [['high', '高'], ['medium', '中'], ['low', '低']] },
  { code: 'project_resource_type', name: '项目资源类型', items: [['PERSON', '人员'], ['EQUIPMENT', '设备'], ['VENUE', '场地'], ['FUND', '资金'], ['OTHER', '其他']] },
  { code: 'quote_status', name: '报价状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['APPROVED', '已通过'], ['RETURNED', '已退回']] },
  { code: 'project_contract_status', name: '项目合同状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['APPROVED', '已生效'], ['RETURNED', '已退回'], ['ARCHIVED', '已归档']] },
  { code: 'payment_plan_status', name: '付款计划状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['APPROVED', '已批准'], ['RETURNED', '已退回']] },
  { code: 'payment_method', name: '付款方式', items: [['transfer', '银行转账'], ['acceptance', '承兑汇票'], ['check', '支票'], ['cash', '现金']] },
  { code: 'other_fee_category', name: '其他费用类别', items: [['travel', '差旅费'], ['entertainment', '招待费'], ['outsourcing', '外包服务费'], ['office', '办公费'], ['other', '其他']] },
  { code: 'invoice_direction', name: '发票方向', items: [['OUT', '开具给客户'], ['IN', '收到供应商']] },
  { code: 'invoice_type', name: '发票类型', items: [['VAT_SPECIAL', '增值税专用发票'], ['VAT_ORDINARY', '增值税普通发票'], ['VAT_ELECTRONIC', '增值税电子普通发票'], ['OTHER', '其他票据']] },
  { code: 'settlement_status', name: '结算状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['CONFIRMED', '已确认'], ['RETURNED', '已退回']] },
  { code: 'accounting_subject', name: '核算科目', items: [['INCOME', '收入'], ['COST', '成本'], ['EXPENSE', '费用'], ['TAX', '税费'], ['RECEIVABLE', '应收'], ['PAYABLE', '应付']] },
  { code: 'numbering_kind', name: '编号对象', items: [['quote', '报价'], ['contract', '合同'], ['settlement', '结算单'], ['accountingEntry', '记账凭证'], ['income', '收入'], ['supplierPurchase', '采购单'], ['approvalRequest', '审批单']] },
  { code: 'numbering_date_pattern', name: '编号日期格式', items: [['yyyyMMdd', '年月日（20261122）'], ['yyyyMM', '年月（202611）'], ['yyyy', '年（2026）'], ['none', '不含日期']] },
  { code: 'bank_account_type', name: '账户类型', items: [['basic', '基本存款账户'], ['general', '一般存款账户'], ['special', '专用存款账户'], ['temporary', '临时存款账户']] },
  // Suppliers: their kinds, levels and standing, the words kept on them, their documents and tax rates, and purchases.
  { code: 'supplier_category', name: '供应商类别', items: [['it_service', '信息技术服务'], ['data_service', '数据服务'], ['consulting', '咨询服务'], ['legal_audit', '法律与审计'], ['marketing', '市场推广'], ['facility', '办公及物业']] },
  { code: 'supplier_level', name: '供应商等级', items: [['strategic', '战略供应商'], ['qualified', '合格供应商'], ['candidate', '备选供应商']] },
  { code: 'supplier_status', name: '供应商状态', items: [['active', '合作中'], ['paused', '暂停'], ['terminated', '终止']] },
  { code: 'supplier_comment_type', name: '供应商评价类型', items: [['evaluation', '评价'], ['note', '备注']] },
  { code: 'supplier_attachment_type', name: '供应商附件类型', items: [['license', '营业执照'], ['qualification', '资质证书'], ['audit_report', '审计报告'], ['other', '其他']] },
  { code: 'contract_attachment_type', name: '合同附件类型', items: [['annex', '合同附件'], ['amendment', '补充协议'], ['quotation', '报价单']] },
  { code: 'supplier_tax_type', name: '计税方式', items: [['vat_special', '增值税专用发票'], ['vat_general', '增值税普通发票'], ['tax_free', '免税']] },
  { code: 'purchase_status', name: '采购状态', items: [['DRAFT', '草稿'], ['PROGRESS', '审批中'], ['APPROVED', '已通过'], ['RETURNED', '已退回']] },
  {
    code: 'industry', name: '所属行业', tree: true, items: [
      ['finance', '金融', [['bank', '银行'], ['securities', '证券'], ['insurance', '保险'], ['trust', '信托']]],
      ['tech', '科技', [['software', '软件'], ['internet', '互联网']]],
      ['manufacturing', '制造业'],
    ],
  },
  // CRM finance objects and QR codes.
  { code: 'income_source', name: '收入来源', items: [['contract', '合同回款'], ['service', '服务费'], ['commission', '佣金'], ['interest', '利息'], ['other', '其他']] },
  { code: 'income_status', name: '收入状态', items: [['pending', '待确认'], ['confirmed', '已确认'], ['booked', '已入账'], ['voided', '已作废']] },
  { code: 'fee_category', name: '费用类别', items: [['service', '服务费'], ['consulting', '咨询费'], ['custody', '托管费'], ['travel', '差旅费'], ['other', '其他']] },
  { code: 'fee_unit', name: '计费单位', items: [['time', '次'], ['month', '月'], ['year', '年'], ['item', '笔'], ['person_day', '人天']] },
  { code: 'loan_status', name: '借款状态', items: [['applied', '已申请'], ['lent', '已借出'], ['repaid', '已还清'], ['written_off', '已核销']] },
  { code: 'qrcode_target', name: '二维码内容类型', items: [['site', '站内页面'], ['url', '外部链接'], ['text', '文本']] },
  // Resources (资源).
  { code: 'resource_type', name: '资源类型', items: [['person', '个人'], ['institution', '机构'], ['channel', '渠道'], ['other', '其他']] },
  { code: 'resource_category', name: '资源分类', items: [['expert', '专家顾问'], ['legal', '法律服务'], ['audit', '审计评估'], ['rating', '评级机构'], ['marketing', '营销推广'], ['technology', '技术服务'], ['other', '其他']] },
  { code: 'resource_professional', name: '专业领域', items: [['finance', '金融投资'], ['law', '法律合规'], ['accounting', '会计税务'], ['risk', '风险管理'], ['it', '信息技术'], ['marketing', '市场营销'], ['hr', '人力资源']] },
  { code: 'resource_tag', name: '资源标签', items: [['core', '核心资源'], ['long_term', '长期合作'], ['cost_effective', '性价比高'], ['responsive', '响应及时'], ['certified', '资质齐全'], ['exclusive', '独家资源'], ['new', '新引入']] },
  { code: 'resource_supplier_relation', name: '供应商关联方式', items: [['engaged_via', '经由供应商聘用'], ['bought_from', '向供应商采购'], ['partner', '合作伙伴'], ['same_group', '同一集团']] },
  { code: 'resource_status', name: '资源状态', items: [['active', '合作中'], ['paused', '暂停合作'], ['retired', '已停用']] },
  { code: 'resource_channel', name: '资源渠道', items: [['referral', '同业推荐'], ['platform', '线上平台'], ['event', '行业活动'], ['association', '行业协会'], ['direct', '自主开发']] },
  { code: 'resource_cooperation_result', name: '合作结果', items: [['done', '顺利完成'], ['partial', '部分完成'], ['missed', '未达预期'], ['ongoing', '进行中']] },
  { code: 'resource_purchase_status', name: '资源采购状态', items: [['draft', '草稿'], ['submitted', '已提交'], ['purchased', '已采购'], ['canceled', '已取消']] },
  { code: 'resource_attachment_type', name: '资源附件类型', items: [['qualification', '资质证书'], ['agreement', '合作协议'], ['report', '报告'], ['other', '其他']] },
];

/**
 * Seeds the dictionaries; fixed keys make a second run change nothing. They are the product's
 * own reference data (its fields show their texts), so every database gets them, demo or not.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  const dictRows = DICTIONARIES.map((d) => ({ dict_key: `dict-${d.code}`, dict_code: d.code, dict_name: d.name, tree: d.tree ?? false }));
  await db.insert(sysDict).values(dictRows).onConflictDoNothing();
  const itemRows: (typeof sysDictItem.$inferInsert)[] = [];
  const walk = (code: string, items: Item[], parent: string | null) => {
    items.forEach(([value, text, children], index) => {
      const key = `dict-${code}-${value}`;
      const english = DICTIONARY_ENGLISH[code]?.[value] ?? null;
      itemRows.push({ item_key: key, dict_key: `dict-${code}`, item_value: value, item_text: text, item_text_en: english, parent_key: parent, sort_no: index + 1, status: '1' });
      if (children) walk(code, children, key);
    });
  };
  for (const d of DICTIONARIES) walk(d.code, d.items, null);
  await db.insert(sysDictItem).values(itemRows).onConflictDoNothing();
  await fillMissingEnglish(db, itemRows);
}

/** Databases seeded before items had English texts get them; a text someone gave stays. */
async function fillMissingEnglish(db: Db, rows: readonly (typeof sysDictItem.$inferInsert)[]): Promise<void> {
  const given = rows.filter((r) => r.item_text_en);
  if (given.length === 0) return;
  const pending = await db.select({ key: sysDictItem.item_key }).from(sysDictItem)
    .where(and(isNull(sysDictItem.item_text_en), eq(sysDictItem.del_flag, 0)));
  const waiting = new Set(pending.map((r) => r.key));
  const updates = given.filter((r) => waiting.has(r.item_key));
  if (updates.length === 0) return;
  const cases = sql.join(updates.map((r) => sql`when ${r.item_key} then ${r.item_text_en}`), sql` `);
  await db.update(sysDictItem)
    .set({ item_text_en: sql`case ${sysDictItem.item_key} ${cases} end` })
    .where(and(isNull(sysDictItem.item_text_en), inArray(sysDictItem.item_key, updates.map((r) => r.item_key))));
}
