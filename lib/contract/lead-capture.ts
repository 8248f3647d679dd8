import { z } from 'zod';
import { areaCodes, isWellFormedAreaPath } from '@/lib/area/area-paths';
import { cleanText } from '@/lib/entity/clean-text';
import { fieldRules } from '@/lib/entity/field-rules';
import { messageWith } from '@/lib/entity/messages';
import { EMAIL_PATTERN } from '@/lib/entity/rules';

/**
 * The public site's enquiry forms (message board, reseller application, order request) and the
 * call they send, shared by the form in the browser and the server. Each accepted enquiry
 * becomes a lead (crm_clue) in the pool. Messages are message keys (lib/entity/messages.ts).
 */

export const leadCapturePaths = {
  submit: '/api/fintech/biz/clue/public/submit',
} as const;

/** The forms that create leads; a subset of the clue_source dictionary ('manual' is the back office's). */
export const LEAD_SOURCES = ['board', 'proxy', 'partnerPay'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * A trap for form-filling robots: the form hides this field from people (and from the keyboard),
 * so a value in it means a program filled the form in.
 */
export const HONEYPOT_FIELD = 'website';

/** Longest accepted values (the lead table's columns), and the whole request body. */
export const LEAD_LIMITS = {
  contact_name: 50,
  company_name: 100,
  email: 128,
  intention: 100,
  content: 2000,
  /** Every field at its longest in UTF-8 is far below this; anything bigger is not a person typing. */
  bodyBytes: 32 * 1024,
} as const;

export type LeadField = 'contact_name' | 'company_name' | 'mobile' | 'email' | 'region' | 'intention' | 'content';

/** The label of a field in a form; the intention and the free text mean something else on each form. */
export function leadFieldLabel(field: LeadField, source: LeadSource): string {
  if (field === 'intention') return `siteLeads.form.intention.${source}`;
  if (field === 'content') return `siteLeads.form.contentLabel.${source}`;
  return `siteLeads.form.fields.${field}`;
}

/** What each form requires beyond name and mobile. */
const REQUIRED_BY_SOURCE: Record<LeadSource, readonly LeadField[]> = {
  board: ['content'],
  proxy: ['company_name', 'intention'],
  partnerPay: ['company_name', 'intention'],
};

/** Fields chosen from a list (the plan) are asked for with 'please choose' rather than 'please fill in'. */
const CHOSEN_BY_SOURCE: Record<LeadSource, readonly LeadField[]> = { board: [], proxy: [], partnerPay: ['intention'] };

export function isRequiredLeadField(field: LeadField, source: LeadSource): boolean {
  return field === 'contact_name' || field === 'mobile' || REQUIRED_BY_SOURCE[source].includes(field);
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v ?? null);

/** Trimmed text; blank is null. */
const optionalText = (field: LeadField) =>
  z.preprocess(blankToNull, cleanText(`siteLeads.form.fields.${field}`, messageWith('siteLeads.validation.text', { label: `siteLeads.form.fields.${field}` })).trim().nullable());

/** Trimmed text up to `max` characters; blank is null. */
const optionalTextUpTo = (field: LeadField, max: number) =>
  z.preprocess(
    blankToNull,
    cleanText(`siteLeads.form.fields.${field}`, messageWith('siteLeads.validation.text', { label: `siteLeads.form.fields.${field}` })).trim()
      .max(max, messageWith('siteLeads.validation.tooLong', { label: `siteLeads.form.fields.${field}`, n: max })).nullable(),
  );

function requiredText(field: LeadField, max: number) {
  const required = messageWith('validation.required', { label: `siteLeads.form.fields.${field}` });
  return cleanText(`siteLeads.form.fields.${field}`, required).trim().min(1, required)
    .max(max, messageWith('siteLeads.validation.tooLong', { label: `siteLeads.form.fields.${field}`, n: max }));
}

const email = z.preprocess(
  blankToNull,
  cleanText('siteLeads.form.fields.email', 'rules.emailInvalid').trim()
    .max(LEAD_LIMITS.email, messageWith('siteLeads.validation.tooLong', { label: 'siteLeads.form.fields.email', n: LEAD_LIMITS.email }))
    .regex(EMAIL_PATTERN, 'rules.emailInvalid')
    .nullable(),
);

/** A province (the form offers provinces), or a deeper well-formed path of six-digit codes. */
const region = z.preprocess(
  blankToNull,
  cleanText('siteLeads.form.fields.region', 'siteLeads.validation.region').trim().max(64, 'siteLeads.validation.region')
    .refine((v) => isWellFormedAreaPath(areaCodes(v), 3), 'siteLeads.validation.region')
    .nullable(),
);

export const leadCaptureSchema = z
  .object({
    // First, so a filled trap is the reason given even when other fields are wrong too.
    [HONEYPOT_FIELD]: z.preprocess((v) => v ?? '', z.string({ error: 'siteLeads.validation.honeypot' }).max(0, 'siteLeads.validation.honeypot')),
    source: z.enum(LEAD_SOURCES, { error: 'siteLeads.validation.source' }),
    contact_name: requiredText('contact_name', LEAD_LIMITS.contact_name),
    company_name: optionalTextUpTo('company_name', LEAD_LIMITS.company_name),
    mobile: fieldRules.mobile(),
    email,
    region,
    // Their labels depend on the form, so their limits are checked below with the source known.
    intention: optionalText('intention'),
    content: optionalText('content'),
  })
  .superRefine((lead, ctx) => {
    // Zod runs this even when a field failed, so the source may be anything here.
    if (!(LEAD_SOURCES as readonly unknown[]).includes(lead.source)) return;
    for (const field of ['intention', 'content'] as const) {
      const value = lead[field];
      const max = LEAD_LIMITS[field];
      if (value !== null && [...value].length > max) {
        ctx.addIssue({ code: 'custom', path: [field], message: messageWith('siteLeads.validation.tooLong', { label: leadFieldLabel(field, lead.source), n: max }) });
      }
    }
    for (const field of ['company_name', 'intention', 'content'] as const) {
      if (lead[field] !== null || !isRequiredLeadField(field, lead.source)) continue;
      const key = CHOSEN_BY_SOURCE[lead.source].includes(field) ? 'validation.select' : 'validation.required';
      ctx.addIssue({ code: 'custom', path: [field], message: messageWith(key, { label: leadFieldLabel(field, lead.source) }) });
    }
  });
export type LeadCapture = z.output<typeof leadCaptureSchema>;

/** Per field, the first problem's message key (the form shows one message under each field). */
export function leadFieldErrors(error: z.ZodError): Partial<Record<LeadField | 'form', string>> {
  const out: Partial<Record<LeadField | 'form', string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    const field = typeof name === 'string' && name !== HONEYPOT_FIELD && name !== 'source' ? (name as LeadField) : 'form';
    out[field] ??= issue.message;
  }
  return out;
}
