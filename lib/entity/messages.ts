/**
 * Validation messages travel as message keys with their values in a query string, e.g.
 * 'validation.maxLength?n=20&label=entity.position.fields.name', so the form and the server can
 * both translate them. A value named `label` is itself a message key.
 */
export function messageWith(key: string, values: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return `${key}?${params.toString()}`;
}

export function splitMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  return { key: message.slice(0, at), values: Object.fromEntries(new URLSearchParams(message.slice(at + 1)).entries()) };
}
