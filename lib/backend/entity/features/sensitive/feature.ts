import type { ServerFeature } from '../server-feature';
import { revealRoutes } from './reveal-route';

/**
 * `POST {apiBase}/reveal/{id}`: one sensitive value revealed to a holder of 查看敏感信息. The
 * masking itself is the feature's read hook (./listing-step.ts), which every way out applies.
 */
export const sensitiveFeature: ServerFeature = {
  name: 'sensitive',
  routes: (entity, { writer }) => revealRoutes(entity, writer),
};
