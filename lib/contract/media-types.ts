/**
 * The media types of files the backend answers instead of the envelope, named once for the server
 * that sends them, the browser that asks for them and the OpenAPI document that lists them.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Bytes a browser must not interpret: every served upload that is not a raster image or a PDF. */
export const OPAQUE_MIME = 'application/octet-stream';
