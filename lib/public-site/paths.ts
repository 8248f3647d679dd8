import type { PublicPath } from './site-pages';

/** A link to a public page (checked against the public path list when compiling), optionally to a part of it. */
export function sitePath(path: PublicPath, fragment?: string): string {
  return fragment ? `${path}#${fragment}` : path;
}
