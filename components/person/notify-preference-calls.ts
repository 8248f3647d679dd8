import { call, callAnswer } from '@/lib/client/call';
import { notifyPreferenceCalls } from '@/lib/contract/notification-calls';
import type { NotifyPreferences, NotifyPreferencesAnswer } from '@/lib/contract/notify-preferences';

export const NOTIFY_PREFERENCES_KEY = notifyPreferenceCalls.get.path;

export function loadNotifyPreferences(): Promise<NotifyPreferencesAnswer> {
  return call(notifyPreferenceCalls.get);
}

/** Saves the whole choice; answers the server's success message (already in the caller's language). */
export async function saveNotifyPreferences(preferences: NotifyPreferences): Promise<string> {
  return (await callAnswer(notifyPreferenceCalls.save, preferences)).msg;
}
