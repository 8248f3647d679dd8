/** What the settings area offers the other areas: whether an application belongs to this station (the token calls'). */
export { isStationApp } from './station-apps';
