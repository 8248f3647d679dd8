import type { RouteDef } from './http/route';
import { directoryRoutes } from './modules/directory';
import { fileRoutes } from './modules/files';
import { permissionRoutes } from './modules/permissions';
import { sessionRoutes } from './modules/session';

/** Every call the embedded backend answers. Modules add their route lists here. */
export const allRoutes = [
  ...sessionRoutes,
  ...permissionRoutes,
  ...directoryRoutes,
  ...fileRoutes,
] as RouteDef<never>[];
