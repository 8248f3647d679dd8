import { plugInServerAreas } from './areas';
import { auditRoutes } from './entity/audit-routes';
import { allGenericRoutes } from './entity/registry';
import type { RouteDef } from './http/route';
import { accountRoutes } from './modules/account';
import { publicClueRoutes } from './modules/clues/public-submit';
import { clueRoutes } from './modules/clues/routes';
import { crmReportRoutes } from './modules/crm-reports/routes';
import { dictionaryRoutes } from './modules/dictionaries/routes';
import { excelRoutes } from './modules/excel/routes';
import { directoryRoutes } from './modules/directory';
import { fileRoutes } from './modules/files';
import { overviewRoutes } from './modules/overview';
import { messageRoutes } from './modules/messages/routes';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { permissionRoutes } from './modules/permissions';
import { positionRoutes } from './modules/positions';
import { preferenceRoutes } from './modules/preferences';
import { notificationRuleRoutes } from './modules/notification-rules/routes';
import { roleRoutes } from './modules/roles/routes';
import { savedQueryRoutes } from './modules/saved-queries/routes';
import { listViewRoutes } from './modules/list-views/routes';
import { departmentRoutes } from './modules/departments/routes';
import { userRoutes } from './modules/users/routes';
import { partnerRoutes } from './modules/users/partners';
import { registrationRoutes } from './modules/users/registration';
import { activationRoutes } from './modules/users/activation';
import { loginCodeRoutes } from './modules/users/login-codes';
import { oidcRoutes } from './modules/oidc/routes';
import { signInStepRoutes } from './modules/sign-in-security/sign-in-routes';
import { twoFactorRoutes } from './modules/sign-in-security/two-factor-routes';
import { customerDepartmentRoutes } from './modules/customers/departments';
import { poolSettingRoutes } from './modules/customers/pool-setting';
import { customerRoutes } from './modules/customers/routes';
import { pipelineRoutes } from './modules/pipeline/routes';
import { projectRoutes } from './modules/projects/routes';
import { projectWorkRoutes } from './modules/project-work/routes';
import { projectDocumentRoutes } from './modules/project-documents/routes';
import { projectFinanceRoutes } from './modules/project-finance/routes';
import { projectReportRoutes } from './modules/project-report/routes';
import { projectBudgetRoutes } from './modules/project-budget/routes';
import { sessionRoutes } from './modules/session';
import { signInWayRoutes } from './modules/sign-in-ways';
import { ldapSignInRoutes } from './modules/directory-sign-in/routes';
import { targetAppTokenRoutes } from './modules/target-app-tokens';
import { settingsRoutes } from './modules/settings/routes';
import { trackLogRoutes } from './modules/track-log';
import { globalSearchRoutes } from './modules/global-search';
import { workflowRoutes } from './modules/workflow/routes';
import { knowledgeRoutes } from './modules/knowledge/routes';
import { qrcodeRoutes } from './modules/qrcodes/routes';
import { supplyRoutes } from './modules/resources/routes';
import { workingCalendarRoutes } from './modules/working-calendar/routes';
import { customFieldRoutes } from './modules/custom-fields/routes';
import { todoRoutes } from './modules/todo/routes';

// The server's composition root: the areas plug into the engine before its calls are built or run.
plugInServerAreas();

/** Every call the embedded backend answers. Modules add their route lists here. */
export const allRoutes = [
  ...sessionRoutes,
  ...signInWayRoutes,
  ...ldapSignInRoutes,
  ...targetAppTokenRoutes,
  ...accountRoutes,
  ...permissionRoutes,
  ...directoryRoutes,
  ...fileRoutes,
  ...preferenceRoutes,
  ...workingCalendarRoutes,
  ...customFieldRoutes,
  ...notificationRuleRoutes,
  ...roleRoutes,
  ...positionRoutes,
  ...userRoutes,
  ...partnerRoutes,
  ...registrationRoutes,
  ...activationRoutes,
  ...signInStepRoutes,
  ...twoFactorRoutes,
  ...loginCodeRoutes,
  ...oidcRoutes,
  ...customerDepartmentRoutes,
  ...todoRoutes,
  ...poolSettingRoutes,
  ...customerRoutes,
  ...pipelineRoutes,
  ...projectRoutes,
  ...projectWorkRoutes,
  ...projectDocumentRoutes,
  ...projectFinanceRoutes,
  ...projectReportRoutes,
  ...projectBudgetRoutes,
  ...departmentRoutes,
  ...settingsRoutes,
  ...overviewRoutes,
  ...messageRoutes,
  ...notificationRoutes,
  ...newsRoutes,
  ...auditRoutes,
  ...dictionaryRoutes,
  ...excelRoutes,
  ...savedQueryRoutes,
  ...listViewRoutes,
  ...workflowRoutes,
  ...publicClueRoutes,
  ...clueRoutes,
  ...crmReportRoutes,
  ...trackLogRoutes,
  ...globalSearchRoutes,
  ...qrcodeRoutes,
  ...knowledgeRoutes,
  ...supplyRoutes,
  ...allGenericRoutes(),
] as RouteDef<never>[];
