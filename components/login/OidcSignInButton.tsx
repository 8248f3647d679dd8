'use client';

import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import styles from './oidc-sign-in.module.css';

export interface OidcSignInButtonProps {
  /** The start address with the page's redirect, or null while company sign-in is off. */
  href: string | null;
  label: string;
  or: string;
  /** Why the last company sign-in came back here, in the visitor's language. */
  error: string | null;
}

/**
 * The company sign-in under the password form: a plain link to the gateway's start (it works
 * before the page's script has loaded), and why the last attempt failed.
 */
export function OidcSignInButton({ href, label, or, error }: OidcSignInButtonProps) {
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} className={styles.error} role="alert" data-testid="oidc-sign-in-error" /> : null}
      {href ? (
        <div className={styles.block}>
          <div className={styles.divider} aria-hidden><span>{or}</span></div>
          <Button href={href} block size="large" icon={<SafetyCertificateOutlined />} data-testid="oidc-sign-in">{label}</Button>
        </div>
      ) : null}
    </>
  );
}
