/** A stored attachment: the shape antd's Upload list uses, kept as JSON text in the record. */
export interface StoredFile {
  uid: string;
  name: string;
  status: 'done';
  url: string;
}

/** A file of the widget's list; uploads in flight or failed have no url yet. */
export interface ListedFile {
  uid: string;
  name: string;
  status?: 'uploading' | 'done' | 'error' | 'removed';
  url?: string;
  response?: unknown;
}

/**
 * Links only to this site's paths or to http(s) addresses: a stored 'javascript:' URL must never
 * become a clickable link.
 */
export function safeFileUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

function storedFrom(item: unknown, index: number): StoredFile | null {
  if (typeof item === 'string') {
    const url = safeFileUrl(item);
    return url ? { uid: `stored-${index}`, name: decodeURIComponent(url.split('/').pop() ?? url), status: 'done', url } : null;
  }
  if (typeof item !== 'object' || item === null) return null;
  const { uid, name, url } = item as Record<string, unknown>;
  const safe = safeFileUrl(url);
  if (!safe) return null;
  return { uid: typeof uid === 'string' && uid ? uid : `stored-${index}`, name: typeof name === 'string' && name ? name : safe.split('/').pop() ?? safe, status: 'done', url: safe };
}

/**
 * The stored value as a file list. Accepts the JSON list this product writes, a bare URL, or
 * comma-separated URLs (what older records hold); anything unreadable is an empty list.
 */
export function parseStoredFiles(value: unknown): StoredFile[] {
  if (value === null || value === undefined || value === '') return [];
  let items: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        items = JSON.parse(text) as unknown;
      } catch {
        return [];
      }
    } else {
      items = text.split(',').map((s) => s.trim()).filter(Boolean);
    }
  }
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => storedFrom(item, index) ?? []);
}

/** The url the upload call answered, for a file the widget just finished. */
export function uploadedUrl(file: ListedFile): string | null {
  if (file.url) return safeFileUrl(file.url);
  const response = file.response;
  if (typeof response === 'object' && response !== null && 'url' in response) return safeFileUrl(response.url);
  return null;
}

/** Finished files as the JSON text addOrUpdate stores; null when there are none. */
export function serializeFiles(list: unknown): string | null {
  if (!Array.isArray(list)) return null;
  const stored = (list as ListedFile[]).flatMap((file): StoredFile[] => {
    if (file.status !== 'done') return [];
    const url = uploadedUrl(file);
    return url ? [{ uid: file.uid, name: file.name, status: 'done', url }] : [];
  });
  return stored.length ? JSON.stringify(stored) : null;
}

export function isUploading(list: unknown): boolean {
  return Array.isArray(list) && (list as ListedFile[]).some((file) => file.status === 'uploading');
}
