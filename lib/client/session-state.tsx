'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import useSWR from 'swr';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { call } from './call';
import { clearClientSession, sessionStateKey } from './client-session';
import { setFlashNotice } from './flash-notice';
import { withFavorite } from './menu/menu-tree';
import { loadSessionState, SessionRefusedError, type SessionCall } from './session-loader';
import type { MenuItem, SessionState, SessionUser, UserRole } from './session-types';
import { showToast } from './toast-bridge';

export interface SessionContextValue {
  /** Known from the session cookie before the user info arrives. */
  userKey: string | null;
  user: SessionUser | null;
  menus: readonly MenuItem[];
  permissionCodes: readonly string[];
  roles: readonly UserRole[];
  isLeader: boolean;
  isAdmin: boolean;
  loading: boolean;
  /** Set when loading failed for a reason a retry may fix (network, timeout). */
  error: Error | null;
  /** Loads the user's state again; resolves once the new state is in place (after a profile change, say). */
  reload: () => Promise<void>;
  logout: () => Promise<void>;
  /** Applies a favourite change the server confirmed, without loading the menus again. */
  setFavorite: (id: string, isFavorite: boolean) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const EMPTY: readonly never[] = [];

/** Signs out on the server (which also revokes the token), forgets local state, then shows the login page. */
export async function signOut(): Promise<void> {
  try {
    await call(signInCalls.logout, undefined, { silent: true, redirectOnUnauthorized: false });
  } catch {
    // Signing out must always end on the login page, even when the server cannot be reached.
  }
  await clearClientSession();
  window.location.assign(LOGIN_PATH);
}

interface SessionProviderProps {
  targetKey: string;
  userKey: string | null;
  /** The user's state as the server loaded it to draw the page, when it could: not loaded again as the page starts. */
  initialState?: SessionState | null;
  children: ReactNode;
}

/** The user's state as the browser loads it: through the gateway, each refusal left to the loader to word. */
export const browserSessionCall: SessionCall = (declared) => call(declared, undefined, { silent: true });

export function SessionProvider({ targetKey, userKey, initialState = null, children }: SessionProviderProps) {
  const t = useTranslations();
  const { data, error, isLoading, mutate } = useSWR<SessionState, Error>(
    sessionStateKey(targetKey),
    ([, key]: readonly [string, string]) => loadSessionState(key, browserSessionCall),
    { revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false, fallbackData: initialState ?? undefined, revalidateOnMount: !initialState },
  );

  const signingOut = useRef(false);
  const logout = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    await signOut();
  }, []);

  // The state shown: SWR's cache, or the state the page came with until the cache holds one (an
  // update must start from it, as the cache is empty then).
  const setFavorite = useCallback(
    (id: string, isFavorite: boolean) => {
      void mutate((current = data) => (current ? { ...current, menus: withFavorite(current.menus, id, isFavorite) } : current), { revalidate: false });
    },
    [data, mutate],
  );

  useEffect(() => {
    if (!(error instanceof SessionRefusedError)) return;
    showToast('error', t(error.messageKey), 5);
    // The toast goes with this page; the login page repeats the reason.
    setFlashNotice(error.messageKey);
    void logout();
  }, [error, logout, t]);

  const value = useMemo<SessionContextValue>(
    () => ({
      userKey: data?.user.user_key ?? userKey,
      user: data?.user ?? null,
      menus: data?.menus ?? EMPTY,
      permissionCodes: data?.permissionCodes ?? EMPTY,
      roles: data?.roles ?? EMPTY,
      isLeader: data?.isLeader ?? false,
      isAdmin: data?.isAdmin ?? false,
      // A refusal keeps the loading look while the sign-out takes the user away.
      loading: isLoading || error instanceof SessionRefusedError,
      error: error && !(error instanceof SessionRefusedError) ? error : null,
      reload: async () => {
        await mutate();
      },
      logout,
      setFavorite,
    }),
    [data, error, isLoading, logout, mutate, setFavorite, userKey],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a SessionProvider (the back-office layout provides one).');
  return value;
}
