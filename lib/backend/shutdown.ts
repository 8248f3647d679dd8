import { backendHolder } from './backend-holder';

const state = globalThis as unknown as { __fincrmStopping?: boolean; __fincrmStopOnSignals?: boolean };

/** The longest the database may take to close once the last request was answered. */
const CLOSE_LIMIT_MS = 8_000;

/** True once the process has been told to stop: readiness answers 503 so the balancer sends no more. */
export function isStopping(): boolean {
  return state.__fincrmStopping === true;
}

/**
 * A graceful stop on SIGTERM or SIGINT. Next's server answers the requests under way and then
 * ends the process with process.exit; at the signal this process stops taking background work
 * and hands back what it runs (see JobQueue.stop), and just before that exit it closes the
 * database, so PGlite's folder is left closed and unlocked. process.exit is the one hook there is
 * after the last request: Next's own handler is registered before ours and exits on its own.
 */
export function stopGracefullyOnSignals(): void {
  if (state.__fincrmStopOnSignals) return;
  state.__fincrmStopOnSignals = true;
  const begin = (signal: NodeJS.Signals) => {
    if (state.__fincrmStopping) return;
    state.__fincrmStopping = true;
    const started = Date.now();
    console.log(`[backend] ${signal}: finishing the requests under way, handing back background work`);
    const backend = backendHolder.__fincrmBackend?.catch(() => null) ?? Promise.resolve(null);
    const jobsStopped = backend.then((b) => b?.jobs.stop()).catch((error: unknown) => console.error('[backend] stopping the job queue failed', error));
    const exit = process.exit.bind(process);
    process.exit = ((code?: number | string | null) => {
      const closed = jobsStopped
        .then(() => backend)
        .then((b) => b?.database.close())
        .then(() => console.log(`[backend] stopped in ${Date.now() - started} ms`))
        .catch((error: unknown) => console.error('[backend] closing the database failed', error));
      const limit = new Promise((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref());
      void Promise.race([closed, limit]).finally(() => exit(code));
      return undefined as never;
    });
  };
  process.once('SIGTERM', begin);
  process.once('SIGINT', begin);
}
