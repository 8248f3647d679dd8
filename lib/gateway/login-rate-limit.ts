import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounters, memoryCounter, secondsUntilReset, type CounterSpec, type CounterStore } from '@/lib/rate-limit/counters';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts failed sign-ins per account and per address; a success clears the account's count. */
export class LoginRateLimiter {
  constructor(private readonly byAccount: RateLimiterAbstract, private readonly byAddress: RateLimiterAbstract, private readonly limits: LoginLimits) {}

  private static async blockedFor(limiter: RateLimiterAbstract, key: string, points: number): Promise<number> {
    const res = await limiter.get(key);
    return res && res.consumedPoints >= points ? secondsUntilReset(res.msBeforeNext) : 0;
  }

  async check(account: string, address: string): Promise<LimitVerdict> {
    const [a, b] = await Promise.all([
      LoginRateLimiter.blockedFor(this.byAccount, account, this.limits.perAccount),
      LoginRateLimiter.blockedFor(this.byAddress, address, this.limits.perAddress),
    ]);
    const wait = Math.max(a, b);
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  async recordFailure(account: string, address: string): Promise<void> {
    // consume() rejects once the limit is passed; the next check() reports it, so ignore that here.
    await Promise.allSettled([this.byAccount.consume(account), this.byAddress.consume(address)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.byAccount.delete(account);
  }
}

function counterSpecs(limits: LoginLimits): [CounterSpec, CounterSpec] {
  return [
    { keyPrefix: 'login_account', points: limits.perAccount, windowSeconds: limits.windowSeconds },
    { keyPrefix: 'login_address', points: limits.perAddress, windowSeconds: limits.windowSeconds },
  ];
}

export function memoryLoginLimiter(limits: LoginLimits): LoginRateLimiter {
  const [account, address] = counterSpecs(limits);
  return new LoginRateLimiter(memoryCounter(account), memoryCounter(address), limits);
}

/** The table the sign-in counters live in, whichever database holds it. */
export const LOGIN_LIMITS_TABLE = 'gateway_login_limits';

/** Counters in `store`: in a table, several app processes share them and a restart keeps a lockout. */
export async function loginLimiterIn(store: CounterStore, limits: LoginLimits): Promise<LoginRateLimiter> {
  const [byAccount, byAddress] = await createCounters(store, counterSpecs(limits));
  return new LoginRateLimiter(byAccount!, byAddress!, limits);
}
