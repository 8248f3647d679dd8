import { declareCall, declareKeyedCall, type In, type Out } from './call';
import { excelPaths } from './excel-paths';
import type { importProgressSchema, importStartedSchema, importVerifiedSchema } from './import-answers';
import type { importMappingSchema } from './import-mapping';
import type { importPreviewSchema } from './import-preview';
import type { noDataSchema } from './no-data';

/**
 * The import calls (lib/backend/modules/excel), each with what it is sent and answers (./call.ts).
 * The export, the template and the error file answer files, not data: they stay `requestFile` calls.
 */
export const importCalls = {
  /** A multipart form (entity, file, optional fixed values as JSON): checks the workbook and keeps it under an import key. */
  verify: declareCall<FormData, Out<typeof importVerifiedSchema>>('POST', excelPaths.verify),
  mapping: declareCall<In<typeof importMappingSchema>, Out<typeof noDataSchema>>('POST', excelPaths.mapping),
  preview: declareCall<{ importKey: string }, Out<typeof importPreviewSchema>>('POST', excelPaths.preview),
  start: declareCall<{ importKey: string }, Out<typeof importStartedSchema>>('POST', excelPaths.start),
  /** How far the import of this job id got. */
  progress: declareKeyedCall<undefined, Out<typeof importProgressSchema>>('GET', excelPaths.progress, 'jobId'),
};
