import { request, requestAnswer } from '@/lib/client/api-client';
import type { TwoFactorSetup, TwoFactorStatus } from '@/lib/contract/sign-in-security';
import { signInSecurityPaths as paths } from '@/lib/contract/sign-in-security-paths';

/** The personal centre's calls; refusals come back as errors carrying the server's message. */
export const twoFactorStatusKey = paths.status;

export function loadTwoFactorStatus(): Promise<TwoFactorStatus> {
  return request<TwoFactorStatus>(paths.status);
}

export function beginSetup(): Promise<TwoFactorSetup> {
  return request<TwoFactorSetup>(paths.setupBegin, { method: 'POST', json: {}, silent: true });
}

export async function confirmSetup(code: string): Promise<string[]> {
  return (await request<{ recovery_codes: string[] }>(paths.setupConfirm, { json: { code }, silent: true })).recovery_codes;
}

export async function regenerateCodes(code: string): Promise<string[]> {
  return (await request<{ recovery_codes: string[] }>(paths.regenerate, { json: { code }, silent: true })).recovery_codes;
}

export async function disableTwoFactor(proof: { code?: string; password?: string }): Promise<string> {
  return (await requestAnswer<null>(paths.disable, { json: proof, silent: true })).msg;
}
