import { serverEnv } from '@/lib/config/env';
import { addressLimitersIn, type AddressLimiterSource } from '@/lib/rate-limit/address-limiter';
import { counterStoreFor } from '@/lib/rate-limit/counters';

const holder = globalThis as unknown as { __fincrmAddressLimiters?: AddressLimiterSource };

/**
 * The gateway's per-address limiters: in PostgreSQL when several app processes may run, in
 * memory for the embedded PGlite mode (one process by construction).
 */
export function addressLimiters(): AddressLimiterSource {
  holder.__fincrmAddressLimiters ??= addressLimitersIn(counterStoreFor(serverEnv().DATABASE_URL, 'gateway_address_limits'));
  return holder.__fincrmAddressLimiters;
}
