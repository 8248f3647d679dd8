import { randomBytes } from 'node:crypto';
import { ResultCode } from '@/lib/contract/envelope';
import { entityBehaviour } from '../../entity/behaviour';
import { ApiError } from '../../http/errors';
import { targetKindOf } from './target';
import { qrcodeEntity } from '@/lib/entities/qrcode';

/** A short random key for the counting address /q/{scan_key}: 12 URL-safe characters. */
export function newScanKey(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Saving a QR code classifies its target and gives it its counting key once. Its drawn files show
 * what was encoded, so the target is not changed while they exist (delete the files first).
 */
export const qrcodeBehaviour = entityBehaviour(qrcodeEntity, {
  async prepare({ row, before }) {
    const target = String(row.target ?? before?.target ?? '');
    if (before && target !== before.target && (before.png_file_key || before.svg_file_key)) {
      throw new ApiError(ResultCode.conflict, 'qrcodes.deleteFilesFirst');
    }
    row.target_kind = targetKindOf(target);
    row.scan_key = before?.scan_key ?? newScanKey();
  },
});
