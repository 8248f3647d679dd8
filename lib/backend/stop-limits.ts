/**
 * How long a stop of the process may take (shutdown.ts, Backend.stop): far longer than any call
 * or closing takes, and together short of what a service manager allows before SIGKILL.
 */

/** The calls under way when the stop began get this long to be answered. */
export const CALLS_UNDER_WAY_LIMIT_MS = 10_000;

/** Handing back background work and closing the database get this long after them. */
export const CLOSE_LIMIT_MS = 8_000;
