import type { Db } from '../db/client';
import { wfDraft } from '../db/schema';

/** 李娜's half-filled project initiation (我的草稿): she continues it from 发起申请. Fixed key: seeding twice adds nothing. */
export const DEMO_DRAFT_KEY = 'wf-draft-demo-lina';

export async function seedDemoDrafts(db: Db): Promise<void> {
  await db
    .insert(wfDraft)
    .values({
      draft_key: DEMO_DRAFT_KEY,
      user_key: 'usr-sales',
      model_key: 'wf-model-project-initiation',
      title: '华南区客户数据平台二期立项',
      form_data: { project_name: '华南区客户数据平台二期', reason: '一期上线后客户要求扩展报表模块，预算待与财务确认。' },
    })
    .onConflictDoNothing();
}
