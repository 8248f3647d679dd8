import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { VERIFY_MAX_BYTES } from '@/lib/contract/workflow-print';
import { VerifyForm, type VerifyTexts } from './VerifyForm';

const TEXT_KEYS = ['codeLabel', 'codeHint', 'fileHint', 'fileLabel', 'hashLabel', 'hashHint', 'submit', 'checking', 'issued', 'issuedText', 'notIssued', 'notIssuedText', 'needOne', 'notPdf', 'tooLarge', 'networkError'] as const;

/** The public check of a printed copy (/verify, and /verify/{code} that a copy's QR code opens). */
export async function VerifyPage({ code }: { code: string }) {
  const [t, errors] = await Promise.all([getTranslations('print.verify'), getTranslations('workflow.print')]);
  const mb = Math.round(VERIFY_MAX_BYTES / 1024 / 1024);
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, key === 'fileHint' || key === 'tooLarge' ? t(key, { mb }) : key.endsWith('Text') ? t(key, { code: '{code}' }) : t(key)]));
  const all: VerifyTexts = { ...(texts as Omit<VerifyTexts, 'badCode' | 'badHash'>), badCode: errors('badCode'), badHash: errors('badHash') };
  return (
    <main>
      <PageHero title={t('heading')} lead={t('lead')} />
      <Section id="verify" title={t('formTitle')}>
        <VerifyForm initialCode={code} texts={all} />
      </Section>
    </main>
  );
}
