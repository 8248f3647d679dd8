import { backendHolder } from './backend-holder';
import { CALLS_UNDER_WAY_LIMIT_MS, CLOSE_LIMIT_MS } from './stop-limits';

const state = globalThis as unknown as { __fincrmStopping?: boolean; __fincrmStopOnSignals?: boolean };

/** True once the process has been told to stop: readiness answers 503 so the balancer sends no more. */
export function isStopping(): boolean {
  return state.__fincrmStopping === true;
}

/**
 * A graceful stop on SIGTERM or SIGINT. At the signal the backend stops (Backend.stop): a call
 * arriving from then on is answered 503, the calls under way are answered while background work
 * is handed back (see JobQueue.stop), and only then is the database closed, so no save in flight
 * finds the pool ended under it. Next's server meanwhile takes no new connection and ends the
 * process with process.exit once its connections are done; that exit waits for the backend's stop
 * (bounded), so PGlite's folder is left closed and unlocked. process.exit is the one hook there is
 * after the last request: Next's own handler is registered before ours and exits on its own.
 */
export function stopGracefullyOnSignals(): void {
  if (state.__fincrmStopOnSignals) return;
  state.__fincrmStopOnSignals = true;
  const begin = (signal: NodeJS.Signals) => {
    if (state.__fincrmStopping) return;
    state.__fincrmStopping = true;
    const started = Date.now();
    console.log(`[backend] ${signal}: refusing new calls, finishing those under way, handing back background work`);
    const backend = backendHolder.__fincrmBackend?.catch(() => null) ?? Promise.resolve(null);
    const stopped = backend
      .then((b) => b?.stop())
      .then(() => console.log(`[backend] stopped in ${Date.now() - started} ms`))
      .catch((error: unknown) => console.error('[backend] stopping failed', error));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number | string | null) => {
      const limit = new Promise((resolve) => setTimeout(resolve, CALLS_UNDER_WAY_LIMIT_MS + CLOSE_LIMIT_MS).unref());
      void Promise.race([stopped, limit]).finally(() => exit(code));
      return undefined as never;
    });
  };
  process.once('SIGTERM', begin);
  process.once('SIGINT', begin);
}
