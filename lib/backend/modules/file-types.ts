import { fileTypeFromBuffer } from 'file-type';

/** What an accepted upload is stored as: its canonical extension and MIME type. */
export interface AcceptedType {
  extension: string;
  mime: string;
}

export type TypeRefusal = 'typeMismatch' | 'typeNotAllowed';

export type TypeCheck = { accepted: true; type: AcceptedType } | { accepted: false; reason: TypeRefusal };

interface BinaryKind extends AcceptedType {
  /** Extensions file-type reports for this content. */
  detectedAs: readonly string[];
  /** Extensions an uploader may give such a file. */
  claimedAs: readonly string[];
}

/** Formats recognised by their content. */
const BINARY_KINDS: readonly BinaryKind[] = [
  { extension: 'png', mime: 'image/png', detectedAs: ['png', 'apng'], claimedAs: ['png'] },
  { extension: 'jpg', mime: 'image/jpeg', detectedAs: ['jpg'], claimedAs: ['jpg', 'jpeg'] },
  { extension: 'gif', mime: 'image/gif', detectedAs: ['gif'], claimedAs: ['gif'] },
  { extension: 'webp', mime: 'image/webp', detectedAs: ['webp'], claimedAs: ['webp'] },
  { extension: 'bmp', mime: 'image/bmp', detectedAs: ['bmp'], claimedAs: ['bmp'] },
  { extension: 'pdf', mime: 'application/pdf', detectedAs: ['pdf'], claimedAs: ['pdf'] },
  { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detectedAs: ['docx'], claimedAs: ['docx'] },
  { extension: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detectedAs: ['xlsx'], claimedAs: ['xlsx'] },
  { extension: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', detectedAs: ['pptx'], claimedAs: ['pptx'] },
  // Old Word and Excel files share one container format; the extension tells which it is.
  { extension: 'doc', mime: 'application/msword', detectedAs: ['cfb'], claimedAs: ['doc'] },
  { extension: 'xls', mime: 'application/vnd.ms-excel', detectedAs: ['cfb'], claimedAs: ['xls'] },
  { extension: 'zip', mime: 'application/zip', detectedAs: ['zip'], claimedAs: ['zip'] },
];

/** Text formats have no signature: they are recognised by extension once the bytes prove to be text. */
const TEXT_KINDS: Readonly<Record<string, AcceptedType>> = {
  txt: { extension: 'txt', mime: 'text/plain' },
  csv: { extension: 'csv', mime: 'text/csv' },
  md: { extension: 'md', mime: 'text/markdown' },
  json: { extension: 'json', mime: 'application/json' },
  svg: { extension: 'svg', mime: 'image/svg+xml' },
  html: { extension: 'html', mime: 'text/html' },
  htm: { extension: 'html', mime: 'text/html' },
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** file-type recognises a few text formats (an XML prologue, calendars); they may still be text uploads. */
function mayBeText(detectedMime: string | undefined): boolean {
  return detectedMime === undefined || detectedMime.startsWith('text/') || detectedMime === 'application/xml';
}

/**
 * Decides from the bytes what a file is, and whether the uploader's extension agrees with that.
 * The stored type always comes from the content, never from what the browser claimed.
 */
export async function checkUploadType(bytes: Uint8Array, claimedExtension: string): Promise<TypeCheck> {
  const detected = await fileTypeFromBuffer(bytes);
  const textKind = TEXT_KINDS[claimedExtension];
  if (textKind && mayBeText(detected?.mime)) {
    return isPlainUtf8Text(bytes) ? { accepted: true, type: textKind } : { accepted: false, reason: 'typeMismatch' };
  }
  if (!detected) {
    const claimsAllowedType = BINARY_KINDS.some((kind) => kind.claimedAs.includes(claimedExtension));
    return { accepted: false, reason: claimsAllowedType ? 'typeMismatch' : 'typeNotAllowed' };
  }
  const candidates = BINARY_KINDS.filter((kind) => kind.detectedAs.includes(detected.ext));
  if (candidates.length === 0) return { accepted: false, reason: 'typeNotAllowed' };
  const agreeing = candidates.find((kind) => kind.claimedAs.includes(claimedExtension));
  if (!agreeing) return { accepted: false, reason: 'typeMismatch' };
  return { accepted: true, type: { extension: agreeing.extension, mime: agreeing.mime } };
}
