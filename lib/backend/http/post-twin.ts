import type { RouteDef } from './route';

/**
 * The POST twin of a read: CRM calls are POSTs unless said otherwise (docs/architecture.md, "The embedded backend"), and some of them
 * are reads the app serves as GET, as a read should be. The twin answers the same path by POST with
 * the same handler, rights and input (its values then come from the body, the query joining them);
 * being a POST, it passes the gateway's cross-site check like every other write-shaped call.
 * Register it beside the GET, which stays the call the app itself makes.
 */
export function postTwinOf<Input>(read: RouteDef<Input>): RouteDef<Input> {
  if (read.method !== 'GET') throw new Error(`Only a GET read gets a POST twin, not ${read.method} ${read.path}`);
  return { ...read, method: 'POST', summary: `${read.summary}; POST answers as GET does (CRM calls are POSTs unless said otherwise)` };
}
