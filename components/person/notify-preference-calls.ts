import { requestAnswer, request } from '@/lib/client/api-client';
import { notifyPreferencePaths, type NotifyPreferences, type NotifyPreferencesAnswer } from '@/lib/contract/notify-preferences';

export const NOTIFY_PREFERENCES_KEY = notifyPreferencePaths.get;

export function loadNotifyPreferences(): Promise<NotifyPreferencesAnswer> {
  return request(notifyPreferencePaths.get);
}

/** Saves the whole choice; answers the server's success message (already in the caller's language). */
export async function saveNotifyPreferences(preferences: NotifyPreferences): Promise<string> {
  return (await requestAnswer<null>(notifyPreferencePaths.save, { json: preferences })).msg;
}
