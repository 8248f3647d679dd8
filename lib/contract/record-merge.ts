/** The merge calls of a kind that declares `merge` (schemas: record-merge-schemas.ts, loaded with the dialog). */
export function mergePreviewPath(apiBase: string): string {
  return `${apiBase}/mergePreview`;
}

export function mergePath(apiBase: string): string {
  return `${apiBase}/merge`;
}
