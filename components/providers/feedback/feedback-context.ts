'use client';

import { createContext, useContext } from 'react';
import type { MessageInstance, ModalInstance } from './lazy-feedback';

export interface FeedbackApi {
  message: MessageInstance;
  modal: ModalInstance;
}

export const FeedbackContext = createContext<FeedbackApi | null>(null);

/**
 * Toasts and confirmation dialogs, themed and translated like the rest of antd: the same API as
 * antd's useFeedback(), with the code behind it loaded on the first interaction instead of with every page.
 */
export function useFeedback(): FeedbackApi {
  const api = useContext(FeedbackContext);
  if (!api) throw new Error('useFeedback needs FeedbackProvider (components/providers/AppProviders.tsx)');
  return api;
}
