'use client';

import { useEffect, useRef, useState } from 'react';
import { printedCopySchema, printPaths, type PrintedCopy } from '@/lib/contract/workflow-print';
import type { InstanceStatus } from '@/lib/contract/workflow-values';
import { zonedDateTime } from '@/lib/entity/time-zone';
import styles from './verify.module.css';

/** The facts' texts in the page's language, handed over by the server. */
export interface PrintedCopyTexts {
  loading: string;
  number: string;
  title: string;
  applicant: string;
  status: string;
  issueTime: string;
  statuses: Readonly<Record<InstanceStatus, string>>;
  networkError: string;
}

type Shown = { kind: 'loading' } | { kind: 'refused'; reason: string } | { kind: 'copy'; copy: PrintedCopy };

async function lookUp(code: string, networkError: string): Promise<Shown> {
  try {
    const res = await fetch(printPaths.copy, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ code }),
    });
    const answer = (await res.json()) as { code?: unknown; msg?: unknown; data?: unknown };
    const copy = answer.code === 0 ? printedCopySchema.safeParse(answer.data) : null;
    if (copy?.success) return { kind: 'copy', copy: copy.data };
    // An unknown code or too many look-ups, as the server words it.
    return { kind: 'refused', reason: typeof answer.msg === 'string' && answer.msg ? answer.msg : networkError };
  } catch {
    return { kind: 'refused', reason: networkError };
  }
}

/**
 * What the copy under the code of the address (the one its QR code opens) is of: the few facts a
 * reader compares with the paper. Asked from the browser, so each look-up counts against the
 * visitor's limit at the gateway like the checks below it.
 */
export function PrintedCopyFacts({ code, timeZone, texts }: { code: string; timeZone: string; texts: PrintedCopyTexts }) {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  // Once per page: a second run of the effect (development's strict mode) would count twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === code) return;
    asked.current = code;
    void lookUp(code, texts.networkError).then(setShown);
  }, [code, texts.networkError]);

  if (shown.kind === 'loading') return <p role="status" className={styles.hint} data-testid="verify-copy" data-state="loading">{texts.loading}</p>;
  if (shown.kind === 'refused') return <p role="alert" className={styles.refused} data-testid="verify-copy" data-state="refused">{shown.reason}</p>;
  const { copy } = shown;
  const rows: [string, string, string][] = [
    ['number', texts.number, copy.number],
    ['title', texts.title, copy.title],
    ['applicant', texts.applicant, copy.applicant],
    ['status', texts.status, texts.statuses[copy.status]],
    ['issue-time', texts.issueTime, zonedDateTime(new Date(copy.issue_time), timeZone)],
  ];
  return (
    <dl className={styles.facts} data-testid="verify-copy" data-state="shown" data-status={copy.status}>
      {rows.map(([name, label, value]) => (
        <div key={name} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue} data-testid={`verify-copy-${name}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
