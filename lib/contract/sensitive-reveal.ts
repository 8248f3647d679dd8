/** `{apiBase}/reveal/{id}`: one masked value of one record, shown in full to a holder of 查看敏感信息 (schemas: sensitive-reveal-schemas.ts). */
export function revealPath(apiBase: string, recordKey: string): string {
  return `${apiBase}/reveal/${encodeURIComponent(recordKey)}`;
}
