'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  HONEYPOT_FIELD,
  isRequiredLeadField,
  LEAD_LIMITS,
  leadCapturePaths,
  leadCaptureSchema,
  leadFieldErrors,
  leadFieldLabel,
  type LeadField,
  type LeadSource,
} from '@/lib/contract/lead-capture';
import { formatMessage, type FlatMessages } from './message-format';
import styles from './lead-form.module.css';

export interface Choice {
  value: string;
  label: string;
}

export interface LeadFormProps {
  source: LeadSource;
  /** The form's texts in the page's language (see form-messages.ts). */
  messages: FlatMessages;
  provinces: readonly Choice[];
  /** A list to choose the intention from (topics, editions); without one it is typed. */
  intentionChoices?: readonly Choice[];
  initialIntention?: string;
}

type Values = Record<LeadField, string>;
type Errors = Partial<Record<LeadField | 'form', string>>;
type Outcome = { kind: 'editing' } | { kind: 'sending' } | { kind: 'refused'; reason: string } | { kind: 'sent'; message: string };

/** The order of the fields; the edition comes first when ordering. */
const FIELD_ORDER: Record<LeadSource, readonly LeadField[]> = {
  board: ['contact_name', 'mobile', 'company_name', 'email', 'region', 'intention', 'content'],
  proxy: ['contact_name', 'mobile', 'company_name', 'email', 'region', 'intention', 'content'],
  partnerPay: ['intention', 'contact_name', 'mobile', 'company_name', 'email', 'region', 'content'],
};

const AUTOCOMPLETE: Partial<Record<LeadField, string>> = { contact_name: 'name', mobile: 'tel-national', company_name: 'organization', email: 'email' };

const emptyValues = (intention = ''): Values => ({ contact_name: '', company_name: '', mobile: '', email: '', region: '', intention, content: '' });

/** The problems the shared schema finds in the values, per field. */
function check(values: Values, source: LeadSource, trap: string): Errors {
  const parsed = leadCaptureSchema.safeParse({ ...values, source, [HONEYPOT_FIELD]: trap });
  return parsed.success ? {} : leadFieldErrors(parsed.error);
}

/**
 * The public site's enquiry form (message board, reseller application, order request): native
 * elements, validated in the browser with the schema the server uses, and sent to the public
 * enquiry call. A refusal is shown with the server's reason and everything typed stays in place.
 */
export function LeadForm({ source, messages, provinces, intentionChoices, initialIntention = '' }: LeadFormProps) {
  const uid = useId();
  const say = (message: string, values?: Record<string, string | number>) => formatMessage(messages, message, values);
  const [values, setValues] = useState<Values>(() => emptyValues(initialIntention));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const trap = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const idOf = (field: string) => `${uid}-${field}`;

  useEffect(() => {
    if (outcome.kind === 'sent') done.current?.focus();
    if (outcome.kind === 'refused') status.current?.focus();
  }, [outcome]);

  const update = (field: LeadField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown problem goes away as soon as the value is right; new ones wait for leaving the field.
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: check(next, source, '')[field] }));
  };

  const leave = (field: LeadField) => {
    if (values[field].trim() === '') return;
    setErrors((prev) => ({ ...prev, [field]: check(values, source, '')[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const trapValue = trap.current?.value ?? '';
    const found = check(values, source, trapValue);
    setErrors(found);
    const invalid = FIELD_ORDER[source].filter((f) => found[f]);
    if (invalid.length > 0) {
      setOutcome({ kind: 'editing' });
      document.getElementById(idOf(invalid[0]!))?.focus();
      return;
    }
    if (found.form) {
      setOutcome({ kind: 'refused', reason: say(found.form) });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const res = await fetch(leadCapturePaths.submit, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, source, [HONEYPOT_FIELD]: trapValue }),
      });
      const answer = (await res.json()) as { code?: unknown; msg?: unknown };
      const text = typeof answer.msg === 'string' ? answer.msg : '';
      setOutcome(answer.code === 0 ? { kind: 'sent', message: text } : { kind: 'refused', reason: text || say('siteLeads.form.networkError') });
    } catch {
      setOutcome({ kind: 'refused', reason: say('siteLeads.form.networkError') });
    }
  };

  const again = () => {
    setValues(emptyValues(initialIntention));
    setErrors({});
    setOutcome({ kind: 'editing' });
  };

  if (outcome.kind === 'sent') {
    return (
      <div ref={done} className={styles.success} role="status" tabIndex={-1} data-testid="lead-form-success">
        <p className={styles.successTitle}>{say(`siteLeads.form.successTitle.${source}`)}</p>
        <p className={styles.successText}>{outcome.message}</p>
        <button type="button" className={styles.secondary} onClick={again}>{say('siteLeads.form.again')}</button>
      </div>
    );
  }

  const sending = outcome.kind === 'sending';
  const invalidCount = FIELD_ORDER[source].filter((f) => errors[f]).length;

  const field = (name: LeadField) => {
    const id = idOf(name);
    const required = isRequiredLeadField(name, source);
    const error = errors[name];
    const errorId = `${id}-error`;
    const counterId = `${id}-counter`;
    const describedBy = [error ? errorId : null, name === 'content' ? counterId : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy,
      className: styles.control,
      onBlur: () => leave(name),
    } as const;
    const placeholderKey = name === 'content' || name === 'intention' ? `siteLeads.form.placeholders.${name}.${source}` : `siteLeads.form.placeholders.${name}`;
    const placeholder = messages[placeholderKey];
    const choices = name === 'region' ? provinces : name === 'intention' ? intentionChoices : undefined;
    const emptyChoice = name === 'region' ? 'siteLeads.form.chooseRegion' : source === 'partnerPay' ? 'siteLeads.form.choosePlan' : 'siteLeads.form.chooseTopic';
    let control;
    if (name === 'content') {
      control = <textarea {...common} rows={5} placeholder={placeholder} onChange={(e) => update(name, e.target.value)} />;
    } else if (choices) {
      control = (
        <select {...common} onChange={(e) => update(name, e.target.value)}>
          <option value="">{say(emptyChoice)}</option>
          {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      );
    } else {
      control = (
        <input
          {...common}
          type={name === 'mobile' ? 'tel' : name === 'email' ? 'email' : 'text'}
          inputMode={name === 'mobile' ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          placeholder={placeholder}
          onChange={(e) => update(name, e.target.value)}
        />
      );
    }
    return (
      <div key={name} className={name === 'content' ? styles.wide : styles.field}>
        <label htmlFor={id} className={styles.label}>
          {say(leadFieldLabel(name, source))}
          {required ? <span className={styles.requiredMark} aria-hidden="true">*</span> : <span className={styles.optional}>{say('siteLeads.form.optional')}</span>}
        </label>
        {control}
        {name === 'content' ? (
          <span id={counterId} className={[...values.content].length > LEAD_LIMITS.content ? styles.counterOver : styles.counter}>
            {say('siteLeads.form.counter', { count: [...values.content].length, max: LEAD_LIMITS.content })}
          </span>
        ) : null}
        {error ? <span id={errorId} className={styles.error}>{say(error)}</span> : null}
      </div>
    );
  };

  return (
    <form className={styles.form} method="post" action={leadCapturePaths.submit} noValidate onSubmit={(e) => void submit(e)} aria-busy={sending} data-testid="lead-form">
      <p className={styles.note} aria-hidden="true"><span className={styles.noteMark}>*</span>{say('siteLeads.form.requiredNote')}</p>
      <input type="hidden" name="source" value={source} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={idOf(HONEYPOT_FIELD)}>{say('siteLeads.form.trap')}</label>
        <input ref={trap} id={idOf(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>{FIELD_ORDER[source].map(field)}</div>
      <div ref={status} className={styles.status} role="alert" tabIndex={-1}>
        {outcome.kind === 'refused' ? (
          <div className={styles.refusal} data-testid="lead-form-refusal">
            <p className={styles.refusalTitle}>{say('siteLeads.form.refusedTitle')}</p>
            <p className={styles.refusalText}>{outcome.reason}</p>
            <p className={styles.refusalText}>{say('siteLeads.form.keptNote')}</p>
          </div>
        ) : invalidCount > 0 ? (
          <p className={styles.fix}>{say('siteLeads.form.fixFields', { count: invalidCount })}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? say('siteLeads.form.submitting') : say(`siteLeads.form.submit.${source}`)}
        </button>
        <p className={styles.privacy}>{say('siteLeads.form.privacy')}</p>
      </div>
    </form>
  );
}
