import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/components/public-site/lead-form/message-format';
import { HONEYPOT_FIELD, isRequiredLeadField, LEAD_SOURCES, leadCaptureSchema, leadFieldErrors, type LeadSource } from '@/lib/contract/lead-capture';
import { locales } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { isPlanId } from '@/lib/public-site/plans';

/** The enquiry forms' shared schema (message board, reseller application, order request). */

const base = { contact_name: '李雷', mobile: '13812345678', [HONEYPOT_FIELD]: '' };
const complete: Record<LeadSource, Record<string, unknown>> = {
  board: { ...base, source: 'board', content: '想预约一次产品演示' },
  proxy: { ...base, source: 'proxy', company_name: '杭州数联科技有限公司', intention: '浙江省杭州市' },
  partnerPay: { ...base, source: 'partnerPay', company_name: '华南信托', intention: '标准版' },
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = leadCaptureSchema.safeParse(input);
  return parsed.success ? {} : leadFieldErrors(parsed.error);
}

describe('lead capture schema', () => {
  it('accepts each complete form, trims text and turns blanks into null', () => {
    for (const source of LEAD_SOURCES) expect(leadCaptureSchema.safeParse(complete[source]).success, source).toBe(true);
    const lead = leadCaptureSchema.parse({ ...complete.board, contact_name: '  李雷 ', email: '  ', region: '', company_name: ' ' });
    expect(lead).toMatchObject({ contact_name: '李雷', email: null, region: null, company_name: null, intention: null, content: '想预约一次产品演示' });
  });

  it('refuses a filled trap field, and names that reason first even when other fields are wrong', () => {
    expect(errorsOf({ ...complete.board, [HONEYPOT_FIELD]: 'https://spam.example' })).toEqual({ form: 'siteLeads.validation.honeypot' });
    const issues = leadCaptureSchema.safeParse({ [HONEYPOT_FIELD]: 'x', source: 'board', mobile: 'bad' }).error!.issues;
    expect(issues[0]!.message).toBe('siteLeads.validation.honeypot');
    // Absent counts as empty (a client that never rendered the trap).
    expect(leadCaptureSchema.safeParse({ ...complete.board, [HONEYPOT_FIELD]: undefined }).success).toBe(true);
  });

  it('checks the mobile number with the shared mobile rule', () => {
    for (const good of ['13812345678', '14700000000', '15912345678', '17712345678', '18600000000']) expect(errorsOf({ ...complete.board, mobile: good }).mobile, good).toBeUndefined();
    for (const bad of ['12345678901', '1381234567', '138123456789', '1381234567a', '16612345678', '+8613812345678']) expect(errorsOf({ ...complete.board, mobile: bad }).mobile, bad).toBe('rules.mobileInvalid');
    expect(errorsOf({ ...complete.board, mobile: '' }).mobile).toBe('rules.mobileRequired');
  });

  it('requires what each form needs, named by the label that form shows', () => {
    expect(errorsOf({ ...complete.board, content: ' ' })).toEqual({ content: 'validation.required?label=siteLeads.form.contentLabel.board' });
    expect(errorsOf({ ...complete.proxy, company_name: '', intention: '' })).toEqual({
      company_name: 'validation.required?label=siteLeads.form.fields.company_name',
      intention: 'validation.required?label=siteLeads.form.intention.proxy',
    });
    expect(errorsOf({ ...complete.partnerPay, intention: '' })).toEqual({ intention: 'validation.select?label=siteLeads.form.intention.partnerPay' });
    expect(errorsOf({ ...complete.board, contact_name: '' })).toEqual({ contact_name: 'validation.required?label=siteLeads.form.fields.contact_name' });
    expect(isRequiredLeadField('content', 'board')).toBe(true);
    expect(isRequiredLeadField('content', 'proxy')).toBe(false);
    expect(isRequiredLeadField('email', 'partnerPay')).toBe(false);
  });

  it('limits every text to its column, at the boundary', () => {
    const at = (field: string, n: number, source: LeadSource = 'board') => errorsOf({ ...complete[source], [field]: '字'.repeat(n) })[field as 'content'];
    expect(at('contact_name', 50)).toBeUndefined();
    expect(at('contact_name', 51)).toBe('siteLeads.validation.tooLong?label=siteLeads.form.fields.contact_name&n=50');
    expect(at('company_name', 100)).toBeUndefined();
    expect(at('company_name', 101)).toBe('siteLeads.validation.tooLong?label=siteLeads.form.fields.company_name&n=100');
    expect(at('intention', 100, 'proxy')).toBeUndefined();
    expect(at('intention', 101, 'proxy')).toBe('siteLeads.validation.tooLong?label=siteLeads.form.intention.proxy&n=100');
    expect(at('content', 2000)).toBeUndefined();
    expect(at('content', 2001)).toBe('siteLeads.validation.tooLong?label=siteLeads.form.contentLabel.board&n=2000');
    expect(errorsOf({ ...complete.board, email: `${'a'.repeat(120)}@example.com` }).email).toBe('siteLeads.validation.tooLong?label=siteLeads.form.fields.email&n=128');
  });

  it('checks the optional email and region when given', () => {
    expect(errorsOf({ ...complete.board, email: 'not-an-address' }).email).toBe('rules.emailInvalid');
    expect(errorsOf({ ...complete.board, email: 'li.lei@example.com' }).email).toBeUndefined();
    expect(errorsOf({ ...complete.board, region: '330000' }).region).toBeUndefined();
    expect(errorsOf({ ...complete.board, region: '330000,330100' }).region).toBeUndefined();
    for (const bad of ['33', 'zhejiang', '330000,440100']) expect(errorsOf({ ...complete.board, region: bad }).region, bad).toBe('siteLeads.validation.region');
  });

  it('accepts only the public sources (manual leads are the back office’s)', () => {
    expect(errorsOf({ ...complete.board, source: 'manual' }).form).toBe('siteLeads.validation.source');
    expect(errorsOf({ ...complete.board, source: undefined }).form).toBe('siteLeads.validation.source');
  });

  it('has a text in every language for each message it can give', () => {
    const bad = [
      { ...complete.board, [HONEYPOT_FIELD]: 'x' },
      { source: 'x', contact_name: '', mobile: '', email: 'x', region: 'x', content: 7 },
      { ...complete.board, mobile: '1', contact_name: '字'.repeat(60), company_name: '字'.repeat(200), content: '字'.repeat(3000) },
      { ...complete.proxy, company_name: '', intention: '' },
      { ...complete.partnerPay, intention: '', content: '' },
    ];
    const messages = new Set(bad.flatMap((input) => leadCaptureSchema.safeParse(input).error!.issues.map((i) => i.message)));
    expect(messages.size).toBeGreaterThan(8);
    for (const locale of locales) {
      for (const message of messages) {
        const text = translate(locale, message);
        expect(text, `${locale} ${message}`).not.toBe(message);
        expect(text, `${locale} ${message}`).not.toMatch(/[{}]|siteLeads\./);
      }
    }
  });
});

describe('form message formatting', () => {
  const texts = { 'validation.required': '请填写{label}', 'siteLeads.form.fields.contact_name': '姓名', 'siteLeads.form.counter': '{count}/{max}' };

  it('fills values carried in the message and given by the form, resolving the label as a key', () => {
    expect(formatMessage(texts, 'validation.required?label=siteLeads.form.fields.contact_name')).toBe('请填写姓名');
    expect(formatMessage(texts, 'siteLeads.form.counter', { count: 12, max: 2000 })).toBe('12/2000');
  });

  it('shows text that is not a known key as it is (a server reason already translated)', () => {
    expect(formatMessage(texts, '提交过于频繁，请 10 分钟后再试')).toBe('提交过于频繁，请 10 分钟后再试');
  });
});

describe('plan ids', () => {
  it('recognise only the editions on sale', () => {
    expect(isPlanId('professional')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
