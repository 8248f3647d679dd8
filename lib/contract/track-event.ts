/**
 * An event name: letters, digits and . _ : - (e.g. 'topMenu.open'); a label is what the user saw.
 * Apart from track-log.ts (no zod here): every signed-in page's click tracker checks names with it.
 */
export const TRACK_EVENT_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
