/** Every text of a message tree as 'namespace.key' -> value. */
export function messageLeaves(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) messageLeaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}
