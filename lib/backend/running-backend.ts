import { backendHolder } from './backend-holder';
import type { Backend } from './instance';

/**
 * The embedded backend, as a caller that must not load its code a second time reaches it: the
 * server starts the backend (instrumentation.ts), so the proxy's bundle only takes the started
 * one; it loads and starts the backend itself only where nothing has yet (tests, a cold route).
 */
export function runningBackend(): Promise<Backend> {
  return backendHolder.__fincrmBackend ?? import('./instance').then((instance) => instance.embeddedBackend());
}
