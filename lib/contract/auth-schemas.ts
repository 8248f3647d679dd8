import { z } from 'zod';
import { cleanText } from '@/lib/entity/clean-text';

/**
 * Login form, shared by the login page and the gateway. The message strings are message keys,
 * resolved by the form through next-intl and returned as-is by the server.
 */
export const loginSchema = z.object({
  username: cleanText('loginPage.username', 'login.usernameRequired').trim().min(1, 'login.usernameRequired').max(64, 'login.usernameTooLong'),
  password: cleanText('loginPage.password', 'login.passwordRequired').min(1, 'login.passwordRequired').max(128, 'login.passwordTooLong'),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** What the upstream login answers. */
export const upstreamLoginAnswer = z.object({
  token: z.string().min(1),
  target_key: z.string().min(1),
}).passthrough();

/** What the gateway returns to the browser after a login: everything except the token. */
export interface LoginResult {
  target_key: string;
  user_key: string;
  username: string;
}
