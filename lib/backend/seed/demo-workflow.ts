import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysRole, sysUserRole, wfModel } from '../db/schema';
import { DEMO_MODELS } from '../modules/workflow/demo-models';
import { deployModel } from '../modules/workflow/deploy';

/**
 * The approvals of the demo company: a finance role (王芳) for the countersign and the finance
 * steps, and the demo models, deployed once. Fixed keys: seeding twice adds nothing.
 */
export async function seedWorkflow(db: Db): Promise<void> {
  const created = await db
    .insert(sysRole)
    .values({ role_key: 'role-finance', role_code: 'finance', role_name: '财务', description: '付款、合同与预算的财务审核' })
    .onConflictDoNothing()
    .returning({ key: sysRole.role_key });
  // Given to its demo holder once, when the role is created: a later removal by an administrator stands.
  if (created.length > 0) await db.insert(sysUserRole).values({ user_key: 'usr-finance', role_key: 'role-finance' }).onConflictDoNothing();
  await db
    .insert(wfModel)
    .values(DEMO_MODELS.map((m) => ({
      model_key: m.model_key, process_key: m.process.id, name: m.process.name, category: m.category, description: m.description,
      xml: m.xml, status: 'DRAFT', create_by: 'usr-admin', update_by: 'usr-admin',
    })))
    .onConflictDoNothing();
  const models = await db.select({ key: wfModel.model_key, version: wfModel.latest_version }).from(wfModel).where(inArray(wfModel.model_key, DEMO_MODELS.map((m) => m.model_key)));
  for (const model of models) if (model.version === 0) await deployModel(db, model.key, 'usr-admin');
}
