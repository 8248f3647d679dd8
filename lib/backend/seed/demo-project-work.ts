import type { Db } from '../db/client';
import { okrKeyResult, okrKeyResultCheckIn, okrObjective, okrTask, okrTaskComment } from '../db/schema';
import { businessDay } from '@/lib/entity/time-zone';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);
const day = (n: number) => businessDay(daysFromNow(n));

/** The project under way (前海跨境收付款通道升级): 张伟 leads it, 李娜 and 王芳 work on it. */
const PROJECT = 'prj-demo-02';
/** The finished one (钱塘财富稳健理财推广): its objective reached, its tasks done. */
const FINISHED = 'prj-demo-03';
const LEADER = 'usr-leader';
const SALES = 'usr-sales';
const FINANCE = 'usr-finance';

type KeyResult = { key: string; objective: string; title: string; owner: string; weight: number; target: number | null; unit: string | null };
/** [key result, progress, value reached, note, who, days ago] */
type CheckIn = [string, number, number | null, string, string, number];

const OBJECTIVES = [
  { key: 'obj-demo-01', title: '跨境通道处理能力提升三倍', owner: LEADER, weight: 3, start: -60, end: 60 },
  { key: 'obj-demo-02', title: '清算时效达到T+0', owner: FINANCE, weight: 2, start: -45, end: 90 },
  { key: 'obj-demo-03', title: '客户上线与培训全覆盖', owner: SALES, weight: 1, start: -30, end: 120 },
  { key: 'obj-demo-04', title: '稳健理财产品推广目标达成', owner: SALES, weight: 1, start: -240, end: -40, project: FINISHED },
];

const KEY_RESULTS: KeyResult[] = [
  { key: 'kr-demo-01', objective: 'obj-demo-01', title: '峰值吞吐达到3000笔/秒', owner: LEADER, weight: 3, target: 3000, unit: '笔/秒' },
  { key: 'kr-demo-02', objective: 'obj-demo-01', title: '高峰期排队时长降到1秒以内', owner: SALES, weight: 1, target: 1, unit: '秒' },
  { key: 'kr-demo-03', objective: 'obj-demo-02', title: '日终清算批处理时长缩短到30分钟', owner: FINANCE, weight: 2, target: 30, unit: '分钟' },
  { key: 'kr-demo-04', objective: 'obj-demo-02', title: '对账差错率低于万分之一', owner: FINANCE, weight: 1, target: null, unit: null },
  { key: 'kr-demo-05', objective: 'obj-demo-03', title: '20家重点客户完成切换', owner: SALES, weight: 1, target: 20, unit: '家' },
  { key: 'kr-demo-06', objective: 'obj-demo-04', title: '新增理财客户300户', owner: SALES, weight: 2, target: 300, unit: '户' },
  { key: 'kr-demo-07', objective: 'obj-demo-04', title: '举办4场投资者教育沙龙', owner: SALES, weight: 1, target: 4, unit: '场' },
];

const CHECK_INS: CheckIn[] = [
  ['kr-demo-01', 30, 1200, '完成集群扩容方案评审，压测达到1200笔/秒', LEADER, 40],
  ['kr-demo-01', 65, 2100, '第二轮压测2100笔/秒，数据库连接池调优中', LEADER, 12],
  ['kr-demo-02', 50, 2, '引入异步受理，排队时长降到2秒', SALES, 8],
  ['kr-demo-03', 40, 55, '批处理拆分为并行任务，当前55分钟', FINANCE, 20],
  ['kr-demo-04', 20, null, '对账规则梳理完成，开始灰度', FINANCE, 5],
  ['kr-demo-05', 25, 5, '首批5家客户完成切换', SALES, 3],
  ['kr-demo-06', 100, 312, '推广期结束，新增理财客户312户', SALES, 45],
  ['kr-demo-07', 100, 4, '第四场沙龙在杭州举办，到场86人', SALES, 50],
];

type Task = typeof okrTask.$inferInsert;
const task = (key: string, title: string, status: string, priority: string, assignee: string, due: number | null, extra: Partial<Task> = {}): Task => ({
  task_key: key, project_key: PROJECT, title, status, priority, assignee, due_date: due === null ? null : day(due),
  done_time: status === 'done' ? daysFromNow(-2) : null, create_by: LEADER, update_by: LEADER, ...extra,
});

/** Tasks in every status, two of them past their due day; done on different days, so the report's burn-down steps down. */
const TASKS: Task[] = [
  task('tsk-demo-01', '通道集群扩容与压测', 'doing', 'high', LEADER, 10, { key_result_key: 'kr-demo-01', description: '扩容至8个节点并完成三轮压测' }),
  task('tsk-demo-02', '数据库连接池调优', 'todo', 'high', SALES, -3, { key_result_key: 'kr-demo-01', parent_task_key: 'tsk-demo-01' }),
  task('tsk-demo-03', '异步受理改造上线', 'done', 'medium', SALES, -5, { key_result_key: 'kr-demo-02', done_time: daysFromNow(-9) }),
  task('tsk-demo-04', '清算批处理并行化', 'doing', 'high', FINANCE, -1, { key_result_key: 'kr-demo-03' }),
  task('tsk-demo-05', '对账差错规则灰度', 'todo', 'medium', FINANCE, 14, { key_result_key: 'kr-demo-04' }),
  task('tsk-demo-06', '重点客户切换培训材料', 'todo', 'low', SALES, 21, { key_result_key: 'kr-demo-05' }),
  task('tsk-demo-07', '首批客户切换', 'done', 'medium', SALES, -4, { key_result_key: 'kr-demo-05' }),
  task('tsk-demo-08', '推广物料设计与印制', 'done', 'medium', SALES, -200, { project_key: FINISHED, done_time: daysFromNow(-205), create_time: daysFromNow(-240) }),
  task('tsk-demo-09', '投资者教育沙龙（四场）', 'done', 'high', SALES, -60, { project_key: FINISHED, key_result_key: 'kr-demo-07', done_time: daysFromNow(-50), create_time: daysFromNow(-238) }),
  task('tsk-demo-10', '推广效果复盘', 'done', 'low', SALES, -40, { project_key: FINISHED, done_time: daysFromNow(-42), create_time: daysFromNow(-236) }),
];

const COMMENTS = [
  { comment_key: 'tcm-demo-01', task_key: 'tsk-demo-01', content: '第三轮压测安排在下周二晚间', commenter: LEADER, comment_time: daysFromNow(-2) },
  { comment_key: 'tcm-demo-02', task_key: 'tsk-demo-02', content: '连接池参数方案已提交，等待DBA确认', commenter: SALES, comment_time: daysFromNow(-1) },
  { comment_key: 'tcm-demo-03', task_key: 'tsk-demo-04', content: '并行化后日终批处理已从90分钟降到55分钟', commenter: FINANCE, comment_time: daysFromNow(-1) },
];

/** The kept figures as the server keeps them: a key result's latest check-in, an objective's weighted average. */
function progressOf(): { keyResults: Map<string, number>; objectives: Map<string, number> } {
  const keyResults = new Map<string, number>();
  for (const [kr, progress] of [...CHECK_INS].sort((a, b) => b[5] - a[5])) keyResults.set(kr, progress);
  const objectives = new Map(OBJECTIVES.map((o) => {
    const own = KEY_RESULTS.filter((k) => k.objective === o.key);
    const weights = own.reduce((s, k) => s + k.weight, 0);
    return [o.key, Math.round(own.reduce((s, k) => s + (keyResults.get(k.key) ?? 0) * k.weight, 0) / weights)];
  }));
  return { keyResults, objectives };
}

/**
 * Objectives with key results and check-ins, and tasks with comments, on the demo project under
 * way. Fixed keys: seeding twice adds nothing.
 */
export async function seedDemoProjectWork(db: Db): Promise<void> {
  const { keyResults, objectives } = progressOf();
  await db.insert(okrObjective).values(OBJECTIVES.map((o) => ({
    objective_key: o.key, project_key: o.project ?? PROJECT, title: o.title, owner: o.owner, weight: o.weight, start_date: day(o.start), end_date: day(o.end),
    progress: objectives.get(o.key) ?? 0, create_by: LEADER, update_by: LEADER, create_time: daysFromNow(-50),
  }))).onConflictDoNothing();
  const latestValue = new Map(CHECK_INS.map(([kr, , value]) => [kr, value] as const));
  await db.insert(okrKeyResult).values(KEY_RESULTS.map((k, i) => ({
    key_result_key: k.key, objective_key: k.objective, title: k.title, owner: k.owner, weight: k.weight, target_value: k.target, unit: k.unit,
    current_value: latestValue.get(k.key) ?? null, progress: keyResults.get(k.key) ?? 0, create_by: LEADER, update_by: LEADER, create_time: daysFromNow(-50 + i),
  }))).onConflictDoNothing();
  await db.insert(okrKeyResultCheckIn).values(CHECK_INS.map(([kr, progress, value, note, who, ago], i) => ({
    check_in_key: `kci-demo-${String(i + 1).padStart(2, '0')}`, key_result_key: kr, progress, current_value: value, note,
    checked_by: who, check_in_time: daysFromNow(-ago), create_by: who, update_by: who, create_time: daysFromNow(-ago),
  }))).onConflictDoNothing();
  // Planned before the last month began, so its burn-down starts from all of them.
  await db.insert(okrTask).values(TASKS.map((t, i) => ({ ...t, create_time: t.create_time ?? daysFromNow(-45 + i * 2) }))).onConflictDoNothing();
  await db.insert(okrTaskComment).values(COMMENTS.map((c) => ({ ...c, create_by: c.commenter, update_by: c.commenter, create_time: c.comment_time }))).onConflictDoNothing();
}
