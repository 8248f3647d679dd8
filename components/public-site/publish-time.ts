import { businessDateTime } from '@/lib/entity/business-time';

/** 'YYYY-MM-DD HH:mm' in the business time zone, as the back office shows it, whatever the server's zone. */
export function publishTime(iso: string): string {
  return businessDateTime(new Date(iso)).slice(0, 16);
}
