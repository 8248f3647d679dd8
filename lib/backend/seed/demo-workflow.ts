import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysPosition, sysRole, sysUserPosition, sysUserRole, wfModel } from '../db/schema';
import { DEMO_MODELS } from '../modules/workflow/model/demo-models';
import { deployModel } from '../modules/workflow/operations/deploy';
import { seedSimpleFlowDemo } from './demo-simple-flow';
import { seedDemoDrafts } from './demo-drafts';
import { seedOverdueContract } from './demo-workflow-instances';

/**
 * The approvals of the demo company: a finance role (王芳) for the countersign and the finance
 * steps, the positions the payment's countersign names (财务经理 王芳, 总经理 张伟), and the demo
 * models, deployed once (the legal review startable by 总经办 only), and a draft of
 * 李娜's. Fixed keys: seeding twice adds nothing.
 */
export async function seedWorkflow(db: Db): Promise<void> {
  const created = await db
    .insert(sysRole)
    .values({ role_key: 'role-finance', role_code: 'finance', role_name: '财务', role_name_en: 'Finance', description: '付款、合同与预算的财务审核' })
    .onConflictDoNothing()
    .returning({ key: sysRole.role_key });
  // Given to its demo holder once, when the role is created: a later removal by an administrator stands.
  if (created.length > 0) await db.insert(sysUserRole).values({ user_key: 'usr-finance', role_key: 'role-finance' }).onConflictDoNothing();
  const positions = await db
    .insert(sysPosition)
    .values([
      { position_key: 'pos-finance-manager', code: 'finance_manager', name: '财务经理', rank: 3, description: '大额付款会签' },
      { position_key: 'pos-general-manager', code: 'general_manager', name: '总经理', rank: 1, description: '大额付款会签' },
    ])
    .onConflictDoNothing()
    .returning({ key: sysPosition.position_key });
  const holders: Record<string, string> = { 'pos-finance-manager': 'usr-finance', 'pos-general-manager': 'usr-leader' };
  if (positions.length > 0) await db.insert(sysUserPosition).values(positions.map((p) => ({ user_key: holders[p.key]!, position_key: p.key }))).onConflictDoNothing();
  await db
    .insert(wfModel)
    .values(DEMO_MODELS.map((m) => ({
      model_key: m.model_key, process_key: m.process.id, name: m.process.name, name_en: m.nameEn ?? null, category: m.category, category_en: m.categoryEn ?? null,
      icon: m.icon, start_scope: m.startScope ?? null, description: m.description,
      xml: m.xml, form_design: m.form ?? null, status: 'DRAFT' as const, create_by: 'usr-admin', update_by: 'usr-admin',
    })))
    .onConflictDoNothing();
  const models = await db.select({ key: wfModel.model_key, version: wfModel.latest_version }).from(wfModel).where(inArray(wfModel.model_key, DEMO_MODELS.map((m) => m.model_key)));
  for (const model of models) if (model.version === 0) await deployModel(db, model.key, 'usr-admin');
  await seedSimpleFlowDemo(db);
  await seedOverdueContract(db);
  await seedDemoDrafts(db);
}
