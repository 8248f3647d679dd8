import { z } from 'zod';

/** A list of keys as the calls send it: comma-separated text or a JSON array. */
export const keyListInput = z
  .union([z.string().max(20_000), z.array(z.string().max(64)).max(2_000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export function likePattern(text: string, where: 'contains' | 'startsWith' | 'endsWith' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'contains' ? `%${escaped}%` : where === 'startsWith' ? `${escaped}%` : `%${escaped}`;
}
