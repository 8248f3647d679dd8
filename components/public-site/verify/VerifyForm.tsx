'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { printPaths, sha256Schema, VERIFY_MAX_BYTES, verifyCodeSchema } from '@/lib/contract/workflow-print';
import styles from './verify.module.css';

/** The page's texts in its language, handed over by the server (no catalogue in the browser). */
export interface VerifyTexts {
  codeLabel: string;
  codeHint: string;
  fileLabel: string;
  fileHint: string;
  hashLabel: string;
  hashHint: string;
  submit: string;
  checking: string;
  issued: string;
  /** With {code}. */
  issuedText: string;
  notIssued: string;
  /** With {code}. */
  notIssuedText: string;
  needOne: string;
  notPdf: string;
  tooLarge: string;
  networkError: string;
  badCode: string;
  badHash: string;
}

type Outcome = { kind: 'idle' } | { kind: 'checking' } | { kind: 'refused'; reason: string } | { kind: 'answered'; issued: boolean; code: string };

const isPdfName = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * Checks a printed copy: its PDF (sent to the server, which hashes it) or its SHA-256, under the
 * code of its footer. The answer is only 已签发 or 未签发或已被修改; the server's refusals (an
 * unknown code, too many checks) are shown as it words them.
 */
export function VerifyForm({ initialCode, texts }: { initialCode: string; texts: VerifyTexts }) {
  const uid = useId();
  const [code, setCode] = useState(initialCode);
  const [hash, setHash] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  const refuse = (reason: string) => setOutcome({ kind: 'refused', reason });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'checking') return;
    const parsedCode = verifyCodeSchema.safeParse(code);
    if (!parsedCode.success) return refuse(texts.badCode);
    const file = fileInput.current?.files?.[0] ?? null;
    let body: FormData | string;
    let path: string;
    if (file) {
      if (!isPdfName(file)) return refuse(texts.notPdf);
      if (file.size > VERIFY_MAX_BYTES) return refuse(texts.tooLarge);
      body = new FormData();
      body.append('file', file);
      body.append('code', parsedCode.data);
      path = printPaths.verifyFile;
    } else if (hash.trim()) {
      const parsedHash = sha256Schema.safeParse(hash);
      if (!parsedHash.success) return refuse(texts.badHash);
      body = JSON.stringify({ code: parsedCode.data, sha256: parsedHash.data });
      path = printPaths.verifyHash;
    } else {
      return refuse(texts.needOne);
    }
    setOutcome({ kind: 'checking' });
    try {
      const res = await fetch(path, {
        method: 'POST',
        headers: typeof body === 'string' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
        body,
      });
      const answer = (await res.json()) as { code?: unknown; msg?: unknown; data?: { issued?: unknown } | null };
      if (answer.code === 0 && typeof answer.data?.issued === 'boolean') setOutcome({ kind: 'answered', issued: answer.data.issued, code: parsedCode.data });
      else refuse(typeof answer.msg === 'string' && answer.msg ? answer.msg : texts.networkError);
    } catch {
      refuse(texts.networkError);
    }
  };

  const checking = outcome.kind === 'checking';
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="verify-form">
      <div className={styles.field}>
        <label htmlFor={`${uid}-code`} className={styles.label}>{texts.codeLabel}</label>
        <input id={`${uid}-code`} name="code" className={styles.control} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={`${uid}-code-hint`} />
        <span id={`${uid}-code-hint`} className={styles.hint}>{texts.codeHint}</span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${uid}-file`} className={styles.label}>{texts.fileLabel}</label>
        <input id={`${uid}-file`} name="file" type="file" accept="application/pdf,.pdf" ref={fileInput} className={styles.file} aria-describedby={`${uid}-file-hint`} data-testid="verify-file" />
        <span id={`${uid}-file-hint`} className={styles.hint}>{texts.fileHint}</span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${uid}-hash`} className={styles.label}>{texts.hashLabel}</label>
        <input id={`${uid}-hash`} name="sha256" className={styles.control} value={hash} onChange={(e) => setHash(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={`${uid}-hash-hint`} />
        <span id={`${uid}-hash-hint`} className={styles.hint}>{texts.hashHint}</span>
      </div>
      <button type="submit" className={styles.submit} disabled={checking} aria-busy={checking}>
        {checking ? texts.checking : texts.submit}
      </button>
      <div role="status" aria-live="polite" className={styles.outcome} data-testid="verify-outcome">
        {outcome.kind === 'answered' ? (
          <div className={outcome.issued ? styles.issued : styles.notIssued} data-issued={outcome.issued}>
            <p className={styles.verdict}>{outcome.issued ? texts.issued : texts.notIssued}</p>
            <p className={styles.verdictText}>{(outcome.issued ? texts.issuedText : texts.notIssuedText).replace('{code}', outcome.code)}</p>
          </div>
        ) : null}
        {outcome.kind === 'refused' ? <p className={styles.refused}>{outcome.reason}</p> : null}
      </div>
    </form>
  );
}
