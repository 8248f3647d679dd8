import { z } from 'zod';

/** Names of administrative-division codes by code; unknown codes are left out. */
export const areaNamesSchema = z.record(z.string(), z.string());
