import { defineEntity } from '@/lib/entity/types';

/**
 * A QR code (二维码) for an address or a text. A target on this site (a path such as
 * /news/list) is encoded as the site's counting address /q/{scan_key}, which adds a scan and
 * redirects to the stored path; an external address or a text is encoded as it is and counts
 * nothing. `generate` draws the code on the server and stores it as PNG and SVG files, downloaded
 * through `download`; `deleteFile` removes them (lib/backend/modules/qrcodes/).
 */
export const qrcodeEntity = defineEntity({
  name: 'qrcode',
  table: 'crm_qrcode',
  key: 'qrcode_key',
  apiBase: '/api/crm/qrcode',
  scope: 'department',
  rights: { read: 'crm-qrcode' },
  titleField: 'title',
  fields: {
    title: { type: 'text', required: true, max: 64, filter: 'like', list: { width: 180 } },
    target: { type: 'text', required: true, max: 1000, filter: 'like', form: { span: 2 }, help: 'entity.qrcode.help.target', list: { width: 260 } },
    target_kind: { type: 'dict', dictCode: 'qrcode_target', form: false, filter: true, list: { width: 100 } },
    scan_key: { type: 'text', max: 16, form: false, list: false },
    scan_count: { type: 'number', integer: true, defaultValue: 0, form: false, list: { width: 90, sortable: true } },
    encoded_text: { type: 'text', max: 1200, form: false, list: false },
    png_file_key: { type: 'text', max: 64, form: false, list: false, detail: false },
    svg_file_key: { type: 'text', max: 64, form: false, list: false, detail: false },
    generate_time: { type: 'datetime', form: false, list: { width: 160 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
