import { processCounterStore } from './process-counters';
import { addressLimitersIn, type AddressLimiterSource } from '@/lib/rate-limit/address-limiter';

const holder = globalThis as unknown as { __fincrmAddressLimiters?: AddressLimiterSource };

/** The gateway's per-address limiters, their counters in the database (see processCounterStore). */
export function addressLimiters(): AddressLimiterSource {
  holder.__fincrmAddressLimiters ??= addressLimitersIn(processCounterStore('gateway_address_limits'));
  return holder.__fincrmAddressLimiters;
}
