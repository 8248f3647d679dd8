import { z } from 'zod';
import { entityRecordSchema } from './entity-answers';

/** What the station and application calls answer: the login page's title, the station info, the application switcher. */

/** An application by its app key, as the login page titles itself. */
export const appInfoSchema = z.strictObject({ app_key: z.string(), app_name: z.string(), station_name: z.string().nullable(), station_logo: z.string().nullable() });

/** The station info record (the base-info entity's fields), null before any was saved. */
export const stationInfoSchema = entityRecordSchema.nullable();

/** Stations as select options. */
export const stationOptionsSchema = z.array(z.strictObject({ value: z.string(), label: z.string() }));

/** An enabled bound application of the switcher. */
export const boundAppSchema = z.strictObject({ app_key: z.string(), app_name: z.string(), app_url: z.string().nullable() });
export const boundAppsSchema = z.array(boundAppSchema);
