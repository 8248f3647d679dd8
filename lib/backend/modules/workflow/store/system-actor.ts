import { defaultLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { Actor } from './store';

/** The system as the actor of an automatic step: the history and the messages name it. */
export function systemActor(): Actor {
  return { userKey: 'system', realname: translate(defaultLocale, 'workflow.timer.system'), roleCodes: [], departKeys: [], isAdmin: true };
}
