'use client';

import { useTranslations } from 'next-intl';
import { signatureHref } from '@/lib/contract/workflow-signature';
import styles from './signature-pad.module.css';

/** A decision's handwritten signature, served like the request's other files to whoever may read it. */
export function SignatureImage({ instanceKey, fileKey, name }: { instanceKey: string; fileKey: string | null | undefined; name: string }) {
  const t = useTranslations('widgets.signaturePad');
  if (!fileKey) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a stored upload behind the request's right check, not a static asset the optimiser could fetch
  return <img src={signatureHref(instanceKey, fileKey)} alt={t('imageAlt', { name })} className={styles.signatureImage} data-testid="path-signature" />;
}
