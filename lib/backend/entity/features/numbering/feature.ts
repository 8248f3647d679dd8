import type { ServerFeature } from '../server-feature';
import { numberingRoute } from './numbering';

/** `GET {apiBase}/code`: the next number of a kind declaring `numbering`. */
export const numberingFeature: ServerFeature = {
  name: 'numbering',
  routes: (entity) => (entity.numbering ? [numberingRoute(entity)] : []),
};
