/** What a QR code's target is: a page of this site (counted), an external address, or a text. */
export type QrTargetKind = 'site' | 'url' | 'text';

/**
 * A path on this site a scan may be redirected to: starts with one slash (not // or /\, which
 * browsers read as another host), no control characters or spaces.
 */
export function isSitePath(target: string): boolean {
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(target);
}

export function targetKindOf(target: string): QrTargetKind {
  if (isSitePath(target)) return 'site';
  if (/^https?:\/\/[^\s]+$/i.test(target)) return 'url';
  return 'text';
}

/** The text a code encodes: the counting address for a site path, otherwise the target itself. */
export function encodedTextOf(kind: QrTargetKind, target: string, scanKey: string, origin: string): string {
  return kind === 'site' ? `${origin}/q/${scanKey}` : target;
}
