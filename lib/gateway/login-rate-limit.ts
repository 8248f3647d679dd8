import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
    return res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
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

export function memoryLoginLimiter(limits: LoginLimits): LoginRateLimiter {
  return new LoginRateLimiter(
    new RateLimiterMemory({ keyPrefix: 'login_account', points: limits.perAccount, duration: limits.windowSeconds }),
    new RateLimiterMemory({ keyPrefix: 'login_address', points: limits.perAddress, duration: limits.windowSeconds }),
    limits,
  );
}

/** Several app processes share PostgreSQL, so they must share the counters too. */
export async function postgresLoginLimiter(limits: LoginLimits, databaseUrl: string): Promise<LoginRateLimiter> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const make = (keyPrefix: string, points: number) =>
    new Promise<RateLimiterPostgres>((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { storeClient: pool, tableName: 'gateway_login_limits', keyPrefix, points, duration: limits.windowSeconds },
        (err?: Error) => (err ? reject(err) : resolve(limiter)),
      );
    });
  // One after the other: both create the same table, and parallel CREATE TABLE IF NOT EXISTS can collide.
  const byAccount = await make('login_account', limits.perAccount);
  const byAddress = await make('login_address', limits.perAddress);
  return new LoginRateLimiter(byAccount, byAddress, limits);
}
