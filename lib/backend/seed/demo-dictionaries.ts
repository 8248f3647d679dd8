import type { Db } from '../db/client';
import { sysDict, sysDictItem } from '../db/schema';

type Item = [value: string, text: string, children?: Item[]];

/** Dictionaries the product's own fields use (values from the specification where it gives them). */
const DICTIONARIES: { code: string; name: string; tree?: boolean; items: Item[] }[] = [
  { code: 'enable_status', name: '启用状态', items: [['1', '启用'], ['0', '停用']] },
  { code: 'yes_no', name: '是否', items: [['1', '是'], ['0', '否']] },
  { code: 'menu_type', name: '菜单类型', items: [['0', '目录'], ['1', '菜单'], ['2', '按钮']] },
  { code: 'sex', name: '性别', items: [['1', '男'], ['2', '女']] },
  { code: 'user_status', name: '用户状态', items: [['1', '正常'], ['2', '冻结'], ['3', '待激活']] },
  { code: 'user_type', name: '用户类型', items: [['staff', '员工'], ['partner', '合作伙伴']] },
  { code: 'priority', name: '重要程度', items: [['HIGHT', '高'], ['NORMAL', '中'], ['LOW', '低']] },
  { code: 'notice_type', name: '通知类型', items: [['ANNOUNCEMENT', '通知公告'], ['SYSTEM', '系统消息']] },
  { code: 'publish_status', name: '发布状态', items: [['DRAFT', '待发布'], ['PUBLISHED', '已发布'], ['RETRACT', '已撤回']] },
  { code: 'read_status', name: '处理状态', items: [['UNREAD', '待处理'], ['READED', '已处理']] },
  { code: 'message_category_type', name: '消息分类类型', items: [['BUSINESS', '业务消息'], ['ADMINISTRATION', '行政消息']] },
  { code: 'customer_level', name: '客户等级', items: [['A', '重点客户'], ['B', '普通客户'], ['C', '潜在客户']] },
  { code: 'clue_source', name: '线索来源', items: [['board', '在线留言'], ['proxy', '代理申请'], ['partnerPay', '购买咨询'], ['manual', '手工录入']] },
  { code: 'clue_status', name: '线索状态', items: [['new', '待跟进'], ['following', '跟进中'], ['converted', '已转化'], ['invalid', '无效']] },
  {
    code: 'industry', name: '所属行业', tree: true, items: [
      ['finance', '金融', [['bank', '银行'], ['securities', '证券'], ['insurance', '保险'], ['trust', '信托']]],
      ['tech', '科技', [['software', '软件'], ['internet', '互联网']]],
      ['manufacturing', '制造业'],
    ],
  },
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
      itemRows.push({ item_key: key, dict_key: `dict-${code}`, item_value: value, item_text: text, parent_key: parent, sort_no: index + 1, status: '1' });
      if (children) walk(code, children, key);
    });
  };
  for (const d of DICTIONARIES) walk(d.code, d.items, null);
  await db.insert(sysDictItem).values(itemRows).onConflictDoNothing();
}
