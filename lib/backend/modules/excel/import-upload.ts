import { z } from 'zod';
import { ResultCode } from '@/lib/contract/envelope';
import { entityByName } from '@/lib/entities';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { translate } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { ApiError, badRequest } from '../../http/errors';
import { extensionOf, sanitiseOriginalName } from '../file-names';
import { checkUploadType } from '../file-types';
import { readUploadBody } from '../file-upload-body';
import { importFields } from './columns';
import { matchHeaders, type HeaderMatch } from './header-match';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from './limits';
import { readFirstSheet, type SheetData } from './sheet-reader';
import { unpackedSize } from './zip-guard';
import { shapeOf } from '../../entity/custom-fields/shapes';

export interface CheckedUpload {
  entity: EntityDef;
  fileName: string;
  sheet: SheetData;
  match: HeaderMatch;
  fixed: Record<string, string>;
}

const fieldsSchema = z.object({
  entity: z.string({ error: 'excel.entityRequired' }).trim().min(1, 'excel.entityRequired').max(64),
  fixed: z.string().max(4_000).optional(),
});

const fixedSchema = z.record(z.string().max(64), z.string().max(255));

/** A label in every language the product speaks, so a file made in either is understood. */
export function labelsOf(messageKey: string): string[] {
  return locales.map((locale: Locale) => translate(locale, messageKey));
}

function refuse(code: number, message: string): never {
  throw new ApiError(code, message);
}

/** Values the importing page fixes for every row (a parent's key), limited to the entity's importable fields. */
function parseFixed(entity: EntityDef, text: string | undefined): Record<string, string> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('api.badJson');
  }
  const fixed = fixedSchema.parse(parsed);
  const importable = new Set(importFields(entity).map(([name]) => name));
  return Object.fromEntries(Object.entries(fixed).filter(([name]) => importable.has(name)));
}

/**
 * Reads and checks an import upload (multipart: file, entity, optional fixed): a real .xlsx by its
 * bytes, within the size limits, whose first sheet has a header row and between one and
 * IMPORT_MAX_ROWS data rows; its headers are matched to fields by their texts. Refusals carry the
 * message the user sees.
 */
export async function checkImportUpload(req: Request, locale: Locale, canImport: (entity: EntityDef) => Promise<boolean>): Promise<CheckedUpload> {
  const body = await readUploadBody(req, IMPORT_MAX_BYTES);
  if (body.kind === 'tooLarge') refuse(ResultCode.payloadTooLarge, messageWith('excel.verify.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
  if (body.kind === 'notMultipart') throw badRequest('upload.fileRequired');
  const fields = fieldsSchema.parse({ entity: body.form.get('entity') ?? undefined, fixed: body.form.get('fixed') ?? undefined });
  const declared = entityByName(fields.entity);
  const entity = declared && shapeOf(declared);
  if (!entity) throw badRequest('excel.verify.unknownEntity');
  if (!(await canImport(entity))) refuse(ResultCode.forbidden, 'auth.forbidden');
  const fixed = parseFixed(entity, fields.fixed);

  const file = body.form.get('file');
  if (!(file instanceof File)) throw badRequest('upload.fileRequired');
  const fileName = sanitiseOriginalName(file.name) || 'import.xlsx';
  if (file.size === 0) throw badRequest(messageWith('excel.verify.empty', { name: fileName }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await checkUploadType(bytes, extensionOf(fileName));
  if (!type.accepted || type.type.extension !== 'xlsx') refuse(ResultCode.unsupportedMedia, messageWith('excel.verify.notXlsx', { name: fileName }));
  const unpacked = unpackedSize(bytes);
  if (unpacked === null || unpacked > IMPORT_MAX_UNPACKED_BYTES) refuse(ResultCode.unsupportedMedia, messageWith('excel.verify.notXlsx', { name: fileName }));

  const sheet = await readFirstSheet(bytes, IMPORT_MAX_ROWS);
  if (sheet === 'unreadable') refuse(ResultCode.unsupportedMedia, messageWith('excel.verify.notXlsx', { name: fileName }));
  if (sheet === 'empty') throw badRequest(messageWith('excel.verify.empty', { name: fileName }));
  if (sheet === 'tooManyRows') throw badRequest(messageWith('excel.verify.tooManyRows', { name: fileName, n: IMPORT_MAX_ROWS.toLocaleString('en') }));

  // Headers that name no field are mapped by the user before the import starts (column-mapping.ts).
  const match = matchHeaders(entity, sheet.headers, labelsOf, Object.keys(fixed));
  if (sheet.rows.length === 0) throw badRequest(messageWith('excel.verify.noRows', { name: fileName }));
  return { entity, fileName, sheet, match, fixed };
}
