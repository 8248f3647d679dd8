import { serverEnv } from '@/lib/config/env';
import { addressLimitersIn, memoryAddressLimiter, type AddressLimiter } from '@/lib/rate-limit/address-limiter';
import type { CounterSpec, CounterStore } from '@/lib/rate-limit/counters';

export interface LeadLimits {
  perAddress: number;
  windowSeconds: number;
}

/** Enquiries per client address: each accepted one uses up one of the window's allowance. */
export function leadLimitSpec(limits: LeadLimits): CounterSpec {
  return { keyPrefix: 'lead_address', points: limits.perAddress, windowSeconds: limits.windowSeconds };
}

export function memoryLeadLimiter(limits: LeadLimits): AddressLimiter {
  return memoryAddressLimiter(leadLimitSpec(limits));
}

const holder = globalThis as unknown as { __fincrmLeadLimiter?: Promise<AddressLimiter> };

/** The process's limiter, its counters where the backend keeps counters (see counterStoreOn). */
export function processLeadLimiter(store: CounterStore): Promise<AddressLimiter> {
  if (!holder.__fincrmLeadLimiter) {
    const env = serverEnv();
    const spec = leadLimitSpec({ perAddress: env.LEAD_LIMIT_PER_ADDRESS, windowSeconds: env.LEAD_LIMIT_WINDOW_SECONDS });
    holder.__fincrmLeadLimiter = addressLimitersIn(store)(spec).catch((error: unknown) => {
      holder.__fincrmLeadLimiter = undefined;
      throw error;
    });
  }
  return holder.__fincrmLeadLimiter;
}
