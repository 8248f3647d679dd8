import { plugIntoEngine, type EnginePlugIns } from './entity/plug-ins';
import { activityBehaviour } from './modules/clues/activity-behaviour';
import { clueBehaviour } from './modules/clues/behaviour';
import { customerBehaviour } from './modules/customers/behaviour';
import { departmentBehaviour } from './modules/departments/behaviour';
import { followBehaviour } from './modules/follows/behaviour';
import { knowledgeBehaviour, knowledgeCategoryBehaviour } from './modules/knowledge/behaviour';
import { orderBehaviour } from './modules/pipeline/order-behaviour';
import { paymentBehaviour, receiptBehaviour } from './modules/project-budget/behaviours';
import { projectDocumentBehaviour, projectDocumentVersionBehaviour, projectFolderBehaviour } from './modules/project-documents/behaviour';
import { accountingEntryBehaviour } from './modules/project-finance/accounting-behaviour';
import { numberingRuleBehaviour } from './modules/project-finance/numbering-rule-behaviour';
import { quoteBehaviour } from './modules/project-finance/quote-behaviour';
import { projectTaskBehaviour } from './modules/project-work/task-behaviour';
import { projectBehaviour } from './modules/projects/behaviour';
import { qrcodeBehaviour } from './modules/qrcodes/behaviour';
import { resourceProjectBehaviour } from './modules/resources/project-link-behaviour';
import { userBehaviour } from './modules/users/behaviour';
import { workflowApprovals } from './modules/workflow/record-approvals';

/**
 * What the business areas add to the entity engine on the server, in one list: every entity
 * behaviour (each attached to its declaration where its area lives) and the approval engine. The
 * areas' own routes and jobs are listed in ./routes.ts and jobs/catalogue.ts.
 */
export const serverAreas: EnginePlugIns = {
  behaviours: [
    // system
    userBehaviour,
    departmentBehaviour,
    numberingRuleBehaviour,
    qrcodeBehaviour,
    knowledgeBehaviour,
    knowledgeCategoryBehaviour,
    // customers, leads and sales
    customerBehaviour,
    followBehaviour,
    clueBehaviour,
    activityBehaviour,
    orderBehaviour,
    // projects
    projectBehaviour,
    projectTaskBehaviour,
    projectFolderBehaviour,
    projectDocumentBehaviour,
    projectDocumentVersionBehaviour,
    paymentBehaviour,
    receiptBehaviour,
    quoteBehaviour,
    accountingEntryBehaviour,
    resourceProjectBehaviour,
  ],
  approvals: workflowApprovals,
};

/**
 * Plugs the areas into the engine: the route table does it before it is built, the demo seed
 * before it writes records through the engine (it also runs outside a backend, to fill a template
 * database). Plugging the same areas in again changes nothing.
 */
export function plugInServerAreas(): void {
  plugIntoEngine(serverAreas);
}
