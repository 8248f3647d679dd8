import { processCounterStore } from './process-counters';
import { serverEnv } from '@/lib/config/env';
import { LOGIN_LIMITS_TABLE, loginLimiterIn, type LoginRateLimiter } from './login-rate-limit';

const holder = globalThis as unknown as { __fincrmLoginLimiter?: Promise<LoginRateLimiter> };

/** The process's sign-in limiter, its counters in the database (see processCounterStore). */
export function loginLimiter(): Promise<LoginRateLimiter> {
  if (!holder.__fincrmLoginLimiter) {
    const env = serverEnv();
    const limits = { perAccount: env.LOGIN_LIMIT_PER_ACCOUNT, perAddress: env.LOGIN_LIMIT_PER_ADDRESS, windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS };
    holder.__fincrmLoginLimiter = loginLimiterIn(processCounterStore(LOGIN_LIMITS_TABLE), limits).catch((error: unknown) => {
      holder.__fincrmLoginLimiter = undefined;
      throw error;
    });
  }
  return holder.__fincrmLoginLimiter;
}
