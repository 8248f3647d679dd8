import { z } from 'zod';

export { customerPoolPaths } from './customer-pool-paths';

/**
 * The public pool's rules (公海规则), set by an administrator: how many customers one person may
 * follow at most when claiming, and after how many days without a follow-up a customer returns to
 * the pool on its own (0: never, the default).
 */
export const poolSettingSchema = z.object({
  claim_limit: z.coerce.number({ error: 'customerPool.claimLimitInvalid' }).int('customerPool.claimLimitInvalid').min(1, 'customerPool.claimLimitInvalid').max(10_000, 'customerPool.claimLimitInvalid'),
  auto_return_days: z.coerce.number({ error: 'customerPool.autoReturnInvalid' }).int('customerPool.autoReturnInvalid').min(0, 'customerPool.autoReturnInvalid').max(3650, 'customerPool.autoReturnInvalid'),
});

export type PoolSetting = z.infer<typeof poolSettingSchema>;

/** The rules as the setting call answers them (read and after a change). */
export const poolSettingAnswerSchema = z.strictObject({ claim_limit: z.number().int(), auto_return_days: z.number().int() });

export const DEFAULT_POOL_SETTING: PoolSetting = { claim_limit: 50, auto_return_days: 0 };
