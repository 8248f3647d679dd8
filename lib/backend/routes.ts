import type { RouteDef } from './http/route';
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
  ...permissionRoutes,
  ...directoryRoutes,
  ...fileRoutes,
  ...preferenceRoutes,
  ...roleRoutes,
  ...overviewRoutes,
] as RouteDef<never>[];
