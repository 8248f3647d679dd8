import { STORAGE_PREFIX } from './owned-storage';

/**
 * A message for the next page, across the full page load that signing out makes: the login page
 * shows why the user landed there. Only known message keys travel, never free text.
 */
const NOTICE_KEY = `${STORAGE_PREFIX}flashNotice`;

export const FLASH_NOTICES = ['auth.tokenInvalid', 'auth.verificationFailed', 'auth.noPermissionList', 'profile.signInAgain'] as const;
export type FlashNotice = (typeof FLASH_NOTICES)[number];

function isFlashNotice(value: unknown): value is FlashNotice {
  return typeof value === 'string' && (FLASH_NOTICES as readonly string[]).includes(value);
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function setFlashNotice(notice: FlashNotice): void {
  storage()?.setItem(NOTICE_KEY, notice);
}

/** Reads the notice once: it is removed as it is read. */
export function takeFlashNotice(): FlashNotice | null {
  const store = storage();
  const value = store?.getItem(NOTICE_KEY) ?? null;
  store?.removeItem(NOTICE_KEY);
  return isFlashNotice(value) ? value : null;
}
