import type { z } from 'zod';
import { apiPaths } from './api-paths';
import { declareCall } from './call';
import type { uploadedFileSchema } from './uploaded-file';

/** The checked upload (./call.ts): a multipart form with `file` (and its group), answered with the stored file. */
export const fileCalls = {
  upload: declareCall<FormData, z.infer<typeof uploadedFileSchema>>('POST', apiPaths.fileUpload),
};
