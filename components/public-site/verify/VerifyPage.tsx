import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { VERIFY_MAX_BYTES, verifyCodeSchema } from '@/lib/contract/workflow-print';
import { INSTANCE_STATUSES, type InstanceStatus } from '@/lib/contract/workflow-values';
import { businessTimeZone } from '@/lib/entity/time-zone';
import { PrintedCopyFacts, type PrintedCopyTexts } from './PrintedCopyFacts';
import { VerifyForm, type VerifyTexts } from './VerifyForm';

const TEXT_KEYS = ['codeLabel', 'codeHint', 'fileHint', 'fileLabel', 'hashLabel', 'hashHint', 'submit', 'checking', 'issued', 'issuedText', 'notIssued', 'notIssuedText', 'needOne', 'notPdf', 'tooLarge', 'networkError'] as const;

/**
 * The public check of a printed copy (/verify, and /verify/{code} that a copy's QR code opens).
 * Opened with a code, it first shows what that copy is of, for the reader to compare with the
 * paper; the check of the file or its hash follows on the same page.
 */
export async function VerifyPage({ code }: { code: string }) {
  const [t, errors, statusName] = await Promise.all([getTranslations('print.verify'), getTranslations('workflow.print'), getTranslations('print.status')]);
  const mb = Math.round(VERIFY_MAX_BYTES / 1024 / 1024);
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, key === 'fileHint' || key === 'tooLarge' ? t(key, { mb }) : key.endsWith('Text') ? t(key, { code: '{code}' }) : t(key)]));
  const all: VerifyTexts = { ...(texts as Omit<VerifyTexts, 'badCode' | 'badHash'>), badCode: errors('badCode'), badHash: errors('badHash') };
  const looked = verifyCodeSchema.safeParse(code);
  const copyTexts: PrintedCopyTexts = {
    loading: t('copy.loading'),
    number: t('copy.number'),
    title: t('copy.subject'),
    applicant: t('copy.applicant'),
    status: t('copy.status'),
    issueTime: t('copy.issueTime'),
    statuses: Object.fromEntries(INSTANCE_STATUSES.map((status) => [status, statusName(status)])) as Record<InstanceStatus, string>,
    networkError: t('networkError'),
  };
  return (
    <main>
      <PageHero title={t('heading')} lead={t('lead')} />
      {looked.success ? (
        <Section id="printed-copy" title={t('copy.heading')} intro={t('copy.lead')}>
          <PrintedCopyFacts code={looked.data} timeZone={businessTimeZone()} texts={copyTexts} />
        </Section>
      ) : null}
      <Section id="verify" title={t('formTitle')} tone={looked.success ? 'tinted' : 'plain'}>
        <VerifyForm initialCode={code} texts={all} />
      </Section>
    </main>
  );
}
