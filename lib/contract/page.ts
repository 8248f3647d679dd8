import { z } from 'zod';

/** A page of a list as the list calls answer it: current and size are the page asked for. */
export const pageSchemaOf = <Row extends z.ZodType>(row: Row) => z.strictObject({ records: z.array(row), total: z.number(), current: z.number(), size: z.number() });

/** A list answered with its total but without page numbers (the calls that page by themselves). */
export const totalledListSchemaOf = <Row extends z.ZodType>(row: Row) => z.strictObject({ records: z.array(row), total: z.number() });
