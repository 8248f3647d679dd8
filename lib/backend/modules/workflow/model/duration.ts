/** Adds an ISO 8601 duration (P1DT2H, PT30M, P2W) to a date; null when it is not one. */
export function addDuration(from: Date, text: string): Date | null {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(text);
  if (!m || text.toUpperCase() === 'P' || text.toUpperCase().endsWith('T')) return null;
  const [, y, mo, w, d, h, mi, s] = m.map((v) => Number(v ?? 0));
  const due = new Date(from.getTime());
  due.setUTCFullYear(due.getUTCFullYear() + y!, due.getUTCMonth() + mo!, due.getUTCDate() + w! * 7 + d!);
  due.setTime(due.getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000);
  return due;
}
