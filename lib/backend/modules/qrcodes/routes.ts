import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { entityRecordSchema } from '@/lib/contract/entity-answers';
import { OPAQUE_MIME } from '@/lib/contract/media-types';
import { qrcodeEntity } from '@/lib/entities/qrcode';
import { siteOriginOf } from '../../http/site-origin';
import { crmQrcode } from '../../db/schema';
import { changedFields, recordAudits } from '../../entity/audit';
import type { Row } from '../../entity/behaviour';
import { aliasRoute, type EntityOperation } from '../../entity/crud';
import { fetchRoutesOf } from '../../entity/fetch-routes';
import { genericRoutesOf, listingOf, writerOf } from '../../entity/registry';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { serveRecordFile } from '../file-serving';
import { scanQrCode } from './scan';
import { removeFiles, removeStoredBytes, storeGeneratedFile } from './files';
import { drawQrCode } from './render';
import { encodedTextOf, type QrTargetKind } from './target';
import { qrcodeCalls } from '@/lib/contract/qrcode-calls';

const tag = qrcodeEntity.name;
const read = qrcodeEntity.rights.read;
const AUDITED = ['encoded_text', 'png_file_key', 'svg_file_key', 'generate_time'];
const idInput = z.object({ id: z.string().min(1).max(64) });

/** A file name for downloads from the code's title (characters a file system refuses replaced). */
function fileBase(row: Row): string {
  return String(row.title ?? 'qrcode').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 60) || 'qrcode';
}

const generate = defineCallRoute(qrcodeCalls.generate, {
  tag,
  summary: 'Draw a saved QR code (id) on the server and store it as PNG and SVG files, replacing earlier ones; a site path is encoded as the counting address /q/{scan_key}',
  permission: read,
  input: idInput,
  output: entityRecordSchema,
  async handler({ db, services, auth, input, req, url }) {
    const origin = siteOriginOf(req, url);
    const { after, removed } = await db.transaction(async (tx) => {
      const writer = writerOf(qrcodeEntity);
      await writer.requireRight(tx, auth, 'update');
      const before = await writer.loadOwned(tx, auth, input.id, true, 'write');
      const text = encodedTextOf(before.target_kind as QrTargetKind, String(before.target), String(before.scan_key), origin);
      const drawn = await drawQrCode(text);
      const base = fileBase(before);
      const png = await storeGeneratedFile(tx, services, auth, { bytes: drawn.png, name: `${base}.png`, extension: 'png', mime: 'image/png' });
      const svg = await storeGeneratedFile(tx, services, auth, { bytes: new TextEncoder().encode(drawn.svg), name: `${base}.svg`, extension: 'svg', mime: 'image/svg+xml' });
      const removed = await removeFiles(tx, [before.png_file_key, before.svg_file_key].filter((k): k is string => typeof k === 'string' && k !== ''));
      const [after] = (await tx.update(crmQrcode)
        .set({ encoded_text: text, png_file_key: png, svg_file_key: svg, generate_time: new Date(), update_by: auth.userKey, update_time: new Date(), version: sql`${crmQrcode.version} + 1` })
        .where(eq(crmQrcode.qrcode_key, input.id)).returning()) as unknown as [Row];
      await recordAudits(tx, [{ entity: tag, recordKey: input.id, action: 'generate', changes: changedFields(before, after, AUDITED), auth }]);
      return { after, removed };
    });
    await removeStoredBytes(services, removed);
    return ok((await listingOf(qrcodeEntity).answer(db, [after], auth))[0]!, 'qrcodes.generated');
  },
});

const deleteFile = defineCallRoute(qrcodeCalls.deleteFile, {
  tag,
  summary: "Delete a QR code's drawn PNG and SVG files (id); the record stays and may be drawn again",
  permission: read,
  input: idInput,
  output: entityRecordSchema,
  async handler({ db, services, auth, input }) {
    const { after, removed } = await db.transaction(async (tx) => {
      const writer = writerOf(qrcodeEntity);
      await writer.requireRight(tx, auth, 'update');
      const before = await writer.loadOwned(tx, auth, input.id, true, 'write');
      const removed = await removeFiles(tx, [before.png_file_key, before.svg_file_key].filter((k): k is string => typeof k === 'string' && k !== ''));
      const [after] = (await tx.update(crmQrcode)
        .set({ png_file_key: null, svg_file_key: null, generate_time: null, update_by: auth.userKey, update_time: new Date(), version: sql`${crmQrcode.version} + 1` })
        .where(eq(crmQrcode.qrcode_key, input.id)).returning()) as unknown as [Row];
      await recordAudits(tx, [{ entity: tag, recordKey: input.id, action: 'deleteFile', changes: changedFields(before, after, AUDITED), auth }]);
      return { after, removed };
    });
    await removeStoredBytes(services, removed);
    return ok((await listingOf(qrcodeEntity).answer(db, [after], auth))[0]!, 'qrcodes.filesDeleted');
  },
});

const download = defineRoute({
  method: 'GET',
  path: `${qrcodeEntity.apiBase}/download`,
  tag,
  summary: "A QR code's drawn file (id, format png | svg); preview=1 shows the PNG inline. Only for those who may read the code",
  permission: read,
  input: z.object({ id: z.string().min(1).max(64), format: z.enum(['png', 'svg']), preview: z.enum(['0', '1']).optional() }),
  // An SVG is served as opaque bytes, as every upload that is not a raster image.
  answersFile: ['image/png', OPAQUE_MIME],
  async handler({ db, services, auth, input }) {
    const row = await writerOf(qrcodeEntity).loadOwned(db, auth, input.id);
    const fileKey = input.format === 'png' ? row.png_file_key : row.svg_file_key;
    if (typeof fileKey !== 'string' || !fileKey) return fail(ResultCode.notFound, 'qrcodes.notGenerated');
    const served = await serveRecordFile(services, fileKey, { preview: input.preview === '1', name: `${fileBase(row)}.${input.format}` });
    return served ?? fail(ResultCode.notFound, 'qrcodes.notGenerated');
  },
});

type Alias = [method: RouteDef['method'], path: string, of: EntityOperation];
const ALIASES: readonly Alias[] = [
  ['POST', 'save', 'addOrUpdate'],
  ['POST', 'page', 'query'],
  ['POST', 'remove', 'deleteBatch'],
];

/**
 * One scan of a counting address (public: whoever scans the code). The site's /q/{key} page asks
 * this call, through the gateway, for the path to redirect to, so it works the same against an
 * external backend.
 */
const scan = defineRoute({
  method: 'POST',
  path: `${qrcodeEntity.apiBase}/scan/:scanKey`,
  tag,
  summary: 'Counts one scan of a site code\'s counting address and answers the site path it leads to; 404 for no live site code',
  access: 'public',
  input: z.object({ scanKey: z.string().max(64) }),
  output: z.object({ path: z.string() }),
  async handler({ services, input }) {
    const path = await scanQrCode(services, input.scanKey);
    return path ? ok({ path }) : fail(ResultCode.notFound, 'qrcodes.unknownScan');
  },
});

/** The QR code calls: save, page, remove, fetch (the generic calls; fetch by GET and POST), generate and delete file, plus the download. */
export const qrcodeRoutes: RouteDef<never>[] = [
  ...ALIASES.map(([method, path, of]) => aliasRoute(genericRoutesOf(qrcodeEntity)[of], method, `${qrcodeEntity.apiBase}/${path}`)),
  ...fetchRoutesOf(qrcodeEntity),
  generate as RouteDef<never>,
  deleteFile as RouteDef<never>,
  download as RouteDef<never>,
  scan as RouteDef<never>,
];
