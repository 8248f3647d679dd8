import { ENTITIES } from '@/lib/entities';
import { auditRoutes } from './entity/audit-routes';
import { entityRoutes } from './entity/crud';
import { tableOf } from './entity/tables';
import type { RouteDef } from './http/route';
import { accountRoutes } from './modules/account';
import { dictionaryRoutes } from './modules/dictionaries/routes';
import { directoryRoutes } from './modules/directory';
import { fileRoutes } from './modules/files';
import { overviewRoutes } from './modules/overview';
import { permissionRoutes } from './modules/permissions';
import { preferenceRoutes } from './modules/preferences';
import { roleRoutes } from './modules/roles';
import { sessionRoutes } from './modules/session';

/** Every call the embedded backend answers. Modules add their route lists here. */
export const allRoutes = [
  ...sessionRoutes,
  ...accountRoutes,
  ...permissionRoutes,
  ...directoryRoutes,
  ...fileRoutes,
  ...preferenceRoutes,
  ...roleRoutes,
  ...overviewRoutes,
  ...auditRoutes,
  ...dictionaryRoutes,
  ...ENTITIES.flatMap((entity) => entityRoutes(entity, tableOf(entity))),
] as RouteDef<never>[];
