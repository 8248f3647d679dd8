import { and, eq, sql } from 'drizzle-orm';
import { startProcessSchema } from '@/lib/contract/workflow';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { wfComment, wfInstance, wfTask, wfTimer } from '../db/schema';
import { startProcess } from '../modules/workflow/operations/actions';

/**
 * A contract approval the demo company started two and a half days ago: its countersign is past
 * its two-day due date, so on a fresh start the timer scan reminds 张伟 and 王芳 at once, and signs
 * for them half a day later unless they act first. Found again by its title: seeding twice adds nothing.
 */

const TITLE = '合同审批：华东区年度IT运维服务合同';
const AGE_HOURS = 60;

export async function seedOverdueContract(db: Db): Promise<void> {
  const [existing] = await db.select({ key: wfInstance.instance_key }).from(wfInstance).where(and(eq(wfInstance.process_key, 'contract_approval'), eq(wfInstance.title, TITLE))).limit(1);
  if (existing) return;
  const applicant = await loadUserContext(db, 'usr-sales', null);
  if (!applicant) return;
  const started = await startProcess(db, applicant, startProcessSchema.parse({
    processDefinitionKey: 'contract_approval',
    title: TITLE,
    formData: { contract_name: '华东区年度IT运维服务合同', customer_name: '上海明远科技有限公司', amount: 360000 },
  }));
  // The whole request moved back in time, as if started then: its due dates and timers with it.
  const back = sql.raw(`interval '${AGE_HOURS} hours'`);
  const key = started.instance_key;
  await db.update(wfInstance).set({ start_time: sql`${wfInstance.start_time} - ${back}` }).where(eq(wfInstance.instance_key, key));
  await db.update(wfTask).set({ create_time: sql`${wfTask.create_time} - ${back}`, due_date: sql`${wfTask.due_date} - ${back}` }).where(eq(wfTask.instance_key, key));
  await db.update(wfTimer).set({ create_time: sql`${wfTimer.create_time} - ${back}`, fire_at: sql`${wfTimer.fire_at} - ${back}` }).where(eq(wfTimer.instance_key, key));
  await db.update(wfComment).set({ create_time: sql`${wfComment.create_time} - ${back}` }).where(eq(wfComment.instance_key, key));
}
