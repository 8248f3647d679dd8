'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import type { EntityDef } from '@/lib/entity/types';
import type { ImportProgress, ImportVerified } from '@/lib/contract/import-answers';
import type { ImportPreview } from '@/lib/contract/import-preview';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import type { DownloadedFile } from '@/lib/client/api-client';
import { previewImport, saveFile, saveMapping, startImport, verifyImport } from './excel-api';
import { initialChoice, type MappingChoice } from './mapping-choice';
import { useImportProgress } from './use-import-progress';
import { useSessionExpiredDialog } from './session-expired';

/** Where an import stands, from choosing the file to its summary. */
export type ImportStep =
  | { kind: 'choose' }
  | { kind: 'verifying'; fileName: string }
  | { kind: 'refused'; fileName: string; reason: string }
  | { kind: 'mapping'; upload: ImportVerified; message: string; choice: MappingChoice; refusal: string | null }
  | { kind: 'preview'; upload: ImportVerified; message: string; choice: MappingChoice; preview: ImportPreview }
  | { kind: 'importing'; jobId: string; progress: ImportProgress }
  | { kind: 'finished'; jobId: string; progress: ImportProgress };

export type ImportBusy = 'template' | 'preview' | 'start' | 'errors' | null;

/**
 * The import's steps and the calls that move between them: verify the uploaded file, keep the
 * mapping and preview, start, follow the progress to the summary, download the template or the
 * error file. A lost session opens its own dialog instead of a message.
 */
export function useImportFlow(entity: EntityDef, fixed: Readonly<Record<string, string>>, onImported: () => void) {
  const t = useTranslations('excel');
  const { message } = useFeedback();
  const sessionExpired = useSessionExpiredDialog();
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const [busy, setBusy] = useState<ImportBusy>(null);
  const alive = useRef(true);
  useEffect(() => () => {
    alive.current = false;
  }, []);

  /** Answers true when the failure was handled as a lost session. */
  const lostSession = (failure: unknown) => {
    if (isApiError(failure) && failure.kind === 'unauthorized') {
      sessionExpired();
      return true;
    }
    return false;
  };

  const download = async (which: 'template' | 'errors', load: () => Promise<DownloadedFile>, fallbackName: string) => {
    setBusy(which);
    try {
      saveFile(await load(), fallbackName);
    } catch (failure) {
      if (!lostSession(failure)) void message.error(isApiError(failure) && failure.kind === 'http' ? failure.message : t('downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (file: File) => {
    setStep({ kind: 'verifying', fileName: file.name });
    try {
      const answer = await verifyImport(entity, file, fixed);
      if (!alive.current) return;
      setStep({ kind: 'mapping', upload: answer.data, message: answer.msg, choice: initialChoice(answer.data), refusal: null });
      void message.success(answer.msg);
    } catch (failure) {
      if (lostSession(failure) || !alive.current) return;
      const reason = isApiError(failure) ? failure.message : t('downloadFailed');
      setStep({ kind: 'refused', fileName: file.name, reason });
      void message.error(reason);
    }
  };

  /** Keeps the mapping on the server (which refuses a bad one with its reason), then previews the first rows. */
  const toPreview = async (current: Extract<ImportStep, { kind: 'mapping' }>) => {
    setBusy('preview');
    try {
      await saveMapping({ importKey: current.upload.importKey, ...current.choice });
      const preview = await previewImport(current.upload.importKey);
      if (!alive.current) return;
      setStep({ kind: 'preview', upload: current.upload, message: current.message, choice: current.choice, preview });
    } catch (failure) {
      if (lostSession(failure) || !alive.current) return;
      setStep({ ...current, refusal: isApiError(failure) ? failure.message : t('modal.stopped') });
    } finally {
      setBusy(null);
    }
  };

  const start = async (upload: ImportVerified) => {
    setBusy('start');
    try {
      const { jobId, total } = await startImport(upload.importKey);
      setStep({ kind: 'importing', jobId, progress: { total, done: 0, succeeded: 0, added: 0, updated: 0, failed: 0, finished: false, errorFileKey: null, stoppedBy: null, duplicateCount: 0, duplicates: [] } });
    } catch (failure) {
      if (!lostSession(failure)) {
        const reason = isApiError(failure) ? failure.message : t('modal.stopped');
        setStep({ kind: 'refused', fileName: upload.fileName, reason });
      }
    } finally {
      setBusy(null);
    }
  };

  // Follows a running import until it finishes; stops when the modal closes or the session is lost.
  const jobId = step.kind === 'importing' ? step.jobId : null;
  useImportProgress(jobId, {
    progressed: (progress) => setStep({ kind: 'importing', jobId: jobId!, progress }),
    finished: (progress) => {
      setStep({ kind: 'finished', jobId: jobId!, progress });
      if (progress.succeeded > 0) onImported();
    },
    lostSession,
  });

  return { step, setStep, busy, download, verify, toPreview, start };
}
