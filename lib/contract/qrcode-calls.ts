import { qrcodeEntity } from '@/lib/entities/qrcode';
import { declareCall } from './call';
import type { EntityRecord } from './entity-answers';

/**
 * A QR code's drawn files (./call.ts): drawn (again) or deleted for the code `id`, each answered
 * with the record as its list shows it; the routes are declared from them (lib/backend/modules/qrcodes).
 */
export const qrcodeCalls = {
  generate: declareCall<{ id: string }, EntityRecord>('POST', `${qrcodeEntity.apiBase}/generate`),
  deleteFile: declareCall<{ id: string }, EntityRecord>('POST', `${qrcodeEntity.apiBase}/deleteFile`),
};
