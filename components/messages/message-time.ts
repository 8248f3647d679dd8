import { formatMoment } from '@/components/entity/fields/date-values';

/** Times as YYYY-MM-DD HH:mm:ss; a message not yet published shows when it was written. */
export function messageTime(published: string | null | undefined, created?: string | null): string {
  return formatMoment(published ?? created ?? '', 'datetime');
}
