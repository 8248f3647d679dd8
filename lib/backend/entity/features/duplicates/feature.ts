import type { ServerFeature } from '../server-feature';
import { duplicatesRoute } from './duplicate-routes';

/** `POST {apiBase}/duplicates`: the likely duplicates of a record being written, for a kind declaring `duplicates`. */
export const duplicatesFeature: ServerFeature = {
  name: 'duplicates',
  routes: (entity, { listings }) => (entity.duplicates?.length ? [duplicatesRoute(entity, listings)] : []),
};
