'use client';

import { useCallback, useState } from 'react';
import { useFeedback } from './feedback-context';

/**
 * A call a dialog makes on its OK: busy while it runs, the server's own words on success (or
 * doneText when it says nothing) and its refusal as an error toast. run answers whether it went
 * through, so the dialog closes only then and keeps what was entered otherwise.
 */
export function useAnsweredCall(doneText: string) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (call: () => Promise<{ msg?: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await call();
      void message.success(answer.msg || doneText);
      return true;
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, [message, doneText]);
  return { busy, run };
}
