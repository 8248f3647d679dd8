'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ANTD_STATIC_CSS_VAR_KEY } from '../theme/app-theme';
import { FeedbackContext, type FeedbackApi } from './feedback-context';
import { lazyMessage, lazyModal, type Feedback } from './lazy-feedback';

type Holders = ComponentType<{ onReady: (feedback: Feedback) => void }>;

/** The first interaction of any kind starts loading: what it leads to (a toast, a confirmation) finds the code there. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Loads the feedback code and its holders once (again after a failed download): `load` answers the
 * feedback once the holders have mounted and handed it over through `onReady`.
 */
function feedbackLoader(showHolders: (holders: Holders) => void) {
  let pending: { feedback: Promise<Feedback>; ready: (feedback: Feedback) => void } | null = null;
  const load = (): Promise<Feedback> => {
    if (!pending) {
      let ready!: (feedback: Feedback) => void;
      let failed!: (error: unknown) => void;
      const feedback = new Promise<Feedback>((resolve, reject) => {
        ready = resolve;
        failed = reject;
      });
      pending = { feedback, ready };
      import('./FeedbackHolders').then(
        (loaded) => showHolders(loaded.default),
        // A failed download (offline, a new deployment) is tried again on the next call.
        (error: unknown) => {
          pending = null;
          failed(error);
        },
      );
    }
    return pending.feedback;
  };
  const onReady = (feedback: Feedback) => pending?.ready(feedback);
  return { load, onReady, api: { message: lazyMessage(load), modal: lazyModal(load) } satisfies FeedbackApi };
}

/**
 * antd's App without its feedback code on first load: the same root element (antd's `.ant-app`
 * styles the text inside it), and message/modal APIs (useFeedback) whose code and holders load on
 * the first interaction, or on the first call if that comes sooner.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [Holders, setHolders] = useState<Holders | null>(null);
  const [{ load, onReady, api }] = useState(() => feedbackLoader((holders) => setHolders(() => holders)));

  useEffect(() => {
    const start = () => {
      void load();
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, start, true);
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, start, true);
    return () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, start, true);
    };
  }, [load]);

  return (
    <FeedbackContext.Provider value={api}>
      <div className={`ant-app ${ANTD_STATIC_CSS_VAR_KEY}`}>
        {Holders && <Holders onReady={onReady} />}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
