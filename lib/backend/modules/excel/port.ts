/** What the Excel area offers the other areas: the export call of an entity's list, for an area to serve under its own path. */
export { exportRoute } from './routes';
