import { serverEnv } from '@/lib/config/env';
import { memoryLoginLimiter, postgresLoginLimiter, type LoginRateLimiter } from './login-rate-limit';

const holder = globalThis as unknown as { __fincrmLoginLimiter?: Promise<LoginRateLimiter> };

/**
 * With PostgreSQL several app processes may run, so the counters live in the database; the
 * embedded PGlite mode is one process by construction, so memory is exact there.
 */
export function loginLimiter(): Promise<LoginRateLimiter> {
  if (!holder.__fincrmLoginLimiter) {
    const env = serverEnv();
    const limits = { perAccount: env.LOGIN_LIMIT_PER_ACCOUNT, perAddress: env.LOGIN_LIMIT_PER_ADDRESS, windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS };
    holder.__fincrmLoginLimiter = env.DATABASE_URL ? postgresLoginLimiter(limits, env.DATABASE_URL) : Promise.resolve(memoryLoginLimiter(limits));
  }
  return holder.__fincrmLoginLimiter;
}
