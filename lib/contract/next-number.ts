import { z } from 'zod';

/** `GET {apiBase}/code` of a numbered entity: the number the next record would get now (also the answer's msg). */
export const nextNumberSchema = z.strictObject({ code: z.string() });
