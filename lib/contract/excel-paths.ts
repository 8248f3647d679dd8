/** Excel export and import calls, shared by the browser and the embedded backend. */
const IMPORT_BASE = '/api/eis/restful/import';

export const excelPaths = {
  /** POST: every record the list shows, as .xlsx. */
  export: (apiBase: string) => `${apiBase}/exportXls`,
  /** GET: the entity's import template. */
  template: (apiBase: string) => `${apiBase}/importTemplate`,
  /** POST multipart (file, entity): checks an upload and keeps it under an import key. */
  verify: `${IMPORT_BASE}/verify`,
  /** POST {importKey, columns, mode, keyField}: maps the upload's columns to fields (lib/contract/import-mapping.ts). */
  mapping: `${IMPORT_BASE}/mapping`,
  /** POST {importKey}: the first rows as the import would take them, nothing written. */
  preview: `${IMPORT_BASE}/preview`,
  /** POST {importKey}: starts importing; answers the job id. */
  start: `${IMPORT_BASE}/start`,
  /** GET: how far an import got. */
  progress: (jobId: string) => `${IMPORT_BASE}/progress/${encodeURIComponent(jobId)}`,
  /** GET: the failed rows with their reasons, as .xlsx. */
  errors: (jobId: string) => `${IMPORT_BASE}/errors/${encodeURIComponent(jobId)}`,
} as const;

/** The same paths as route patterns of the backend. */
export const excelRoutePatterns = {
  errors: `${IMPORT_BASE}/errors/:jobId`,
} as const;
