import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounters, memoryCounter, secondsUntilReset, type CounterSpec, type CounterStore } from './counters';

export type AddressVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts of one kind (a registration, a sign-in code) per client address. Calls anyone
 * may make without an account are the ones worth flooding, so each kind gets a spec of its own.
 */
export class AddressLimiter {
  constructor(private readonly counter: RateLimiterAbstract, readonly spec: CounterSpec) {}

  /** Seconds the address must wait; 0 while it has attempts left. */
  async blockedFor(address: string): Promise<number> {
    const res = await this.counter.get(address);
    return res && res.consumedPoints >= this.spec.points ? secondsUntilReset(res.msBeforeNext) : 0;
  }

  /** Counts one attempt after the fact (a failed one, when only failures should count). */
  async count(address: string): Promise<void> {
    // consume() rejects once the limit is passed; blockedFor() reports that, so ignore it here.
    await this.counter.consume(address).catch((refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    });
  }

  /** Counts this attempt and says whether it stays within the limit. */
  async take(address: string): Promise<AddressVerdict> {
    try {
      await this.counter.consume(address);
      return { allowed: true };
    } catch (refusal) {
      // An exhausted key rejects with the counter's state; anything else is a store failure.
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: secondsUntilReset(refusal.msBeforeNext) };
      throw refusal;
    }
  }
}

/** The limiter of one spec; the same spec (by key prefix) always gets the same counters. */
export type AddressLimiterSource = (spec: CounterSpec) => Promise<AddressLimiter>;

export function memoryAddressLimiter(spec: CounterSpec): AddressLimiter {
  return new AddressLimiter(memoryCounter(spec), spec);
}

/** Keeps one limiter per key prefix for the life of the source: counts must outlive a request. */
export function cachedSource(make: (spec: CounterSpec) => Promise<AddressLimiter>): AddressLimiterSource {
  const made = new Map<string, Promise<AddressLimiter>>();
  return (spec) => {
    let limiter = made.get(spec.keyPrefix);
    if (!limiter) {
      limiter = make(spec);
      made.set(spec.keyPrefix, limiter);
      limiter.catch(() => made.delete(spec.keyPrefix));
    }
    return limiter;
  };
}

/** Limiters whose counters live in `store` (see counterStoreFor). */
export function addressLimitersIn(store: CounterStore): AddressLimiterSource {
  // Each PostgreSQL counter creates the table if missing; parallel CREATE TABLE IF NOT EXISTS can collide.
  let creating: Promise<unknown> = Promise.resolve();
  return cachedSource(async (spec) => {
    const made = creating.then(() => createCounters(store, [spec]));
    creating = made.catch(() => undefined);
    const [counter] = await made;
    return new AddressLimiter(counter!, spec);
  });
}

/** Counters in process memory: exact for one process (the embedded PGlite mode, tests). */
export function memoryAddressLimiters(): AddressLimiterSource {
  return addressLimitersIn({ kind: 'memory' });
}
