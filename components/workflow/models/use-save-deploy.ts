'use client';

import { useState } from 'react';
import { deployModel, refreshModels, saveModel } from './model-api';

interface SaveDeploy {
  /** Saves what the designer holds; answers the model key, or null when refused (the client said why). */
  save: () => Promise<string | null>;
  /** Whether a deploy is refused before anything is sent (the designer shows why). */
  deployBlocked: () => boolean;
  saved: () => void;
  /** Asked after saving, before deploying: false stops the deploy (missing approvers shown). */
  mayDeploy?: (modelKey: string) => Promise<boolean>;
  deployed: (version: number) => void;
}

/**
 * 保存 and 部署 of the three designers (BPMN, simple, form): a deploy first saves, then deploys the
 * model as a new version; one action at a time, each button showing its own progress.
 */
export function useSaveDeploy({ save, deployBlocked, saved, mayDeploy, deployed }: SaveDeploy) {
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);
  const run = async (what: 'save' | 'deploy') => {
    if (what === 'deploy' && deployBlocked()) return;
    setBusy(what);
    try {
      const key = await save();
      if (!key) return;
      if (what === 'save') {
        saved();
        return;
      }
      if (mayDeploy && !(await mayDeploy(key))) return;
      const answer = await deployModel(key).catch(() => null);
      if (answer) {
        deployed(answer.data.version);
        void refreshModels();
      }
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * Saves a designer's BPMN as the model (a new one when there is no key yet, reported through
 * `onCreated`); answers its key, or null when refused (the client said why).
 */
export async function saveModelXml(modelKey: string | null, xml: string, onCreated: (modelKey: string) => void): Promise<string | null> {
  try {
    const answer = await saveModel({ model_key: modelKey ?? undefined, xml });
    if (!modelKey) onCreated(answer.data.model_key);
    void refreshModels();
    return answer.data.model_key;
  } catch {
    return null;
  }
}
