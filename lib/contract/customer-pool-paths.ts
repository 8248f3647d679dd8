/** The public pool's rules call, apart from its schemas (./customer-pool.ts) so the calls (./crm-calls.ts) load without zod. */
export const customerPoolPaths = {
  setting: '/api/crm/customer/sea/setting',
} as const;
