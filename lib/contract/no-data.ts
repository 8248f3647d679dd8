import { z } from 'zod';

/** The answer of a call whose success says it all (a deletion, a freeze): data is null. */
export const noDataSchema = z.null();
