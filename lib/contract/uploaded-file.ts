import { z } from 'zod';

/** What the checked upload call answers: the file's public url and its stored metadata. */
export const uploadedFileSchema = z.strictObject({
  url: z.string(),
  file_key: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
