import type { ReactNode } from 'react';
import { AntdRoot } from '@/components/providers/AntdRoot';

/** Sign-in, registration and partner sign-in: forms built with antd. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AntdRoot texts="signIn">{children}</AntdRoot>;
}
