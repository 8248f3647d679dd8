'use client';

import { useEffect } from 'react';
import type { ImportProgress } from '@/lib/contract/import-answers';
import { importProgress, PROGRESS_INTERVAL_MS } from './excel-api';

interface ProgressHandlers {
  progressed(progress: ImportProgress): void;
  finished(progress: ImportProgress): void;
  /** Answers true when the failure was handled as a lost session: the following stops. */
  lostSession(failure: unknown): boolean;
}

/** Follows a running import until it finishes; stops when the caller unmounts, the job changes or the session is lost. */
export function useImportProgress(jobId: string | null, handlers: ProgressHandlers): void {
  useEffect(() => {
    if (!jobId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const progress = await importProgress(jobId);
        if (stopped) return;
        if (progress.finished) {
          handlers.finished(progress);
          return;
        }
        handlers.progressed(progress);
      } catch (failure) {
        if (stopped || handlers.lostSession(failure)) return;
        // A progress call that failed for another reason (a timeout) is simply tried again.
      }
      timer = setTimeout(() => void poll(), PROGRESS_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), PROGRESS_INTERVAL_MS / 2);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // One loop per job: the callbacks it uses do not change what it polls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId]);
}
