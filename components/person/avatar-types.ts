/** Raster formats the upload call takes as images; SVG is left out because it can carry script. */
const AVATAR_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/bmp': ['bmp'],
};
export const AVATAR_ACCEPT = Object.keys(AVATAR_TYPES).join(',');
const AVATAR_EXTENSIONS = new Set(Object.values(AVATAR_TYPES).flat());

export function isAvatarImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return Object.hasOwn(AVATAR_TYPES, file.type);
  // Some systems give no type at all: the name is the only hint left; the server checks the content.
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return AVATAR_EXTENSIONS.has(extension);
}
