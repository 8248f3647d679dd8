import type { ServerFeature } from '../server-feature';
import { mergeRoutes } from './merge-routes';

/** `POST {apiBase}/mergePreview` and `{apiBase}/merge`, for a kind declaring `merge`. */
export const mergeFeature: ServerFeature = {
  name: 'merge',
  routes: (entity, { writer, listing }) => (entity.merge ? mergeRoutes(entity, writer, listing) : []),
};
