import { call, callAnswer } from '@/lib/client/call';
import type { TwoFactorSetup, TwoFactorStatus } from '@/lib/contract/sign-in-security';
import { signInSecurityCalls as calls } from '@/lib/contract/sign-in-security-calls';

/** The personal centre's calls; refusals come back as errors carrying the server's message. */
export const twoFactorStatusKey = calls.status.path;

export function loadTwoFactorStatus(): Promise<TwoFactorStatus> {
  return call(calls.status);
}

export function beginSetup(): Promise<TwoFactorSetup> {
  return call(calls.setupBegin, {}, { silent: true });
}

export async function confirmSetup(code: string): Promise<string[]> {
  return (await call(calls.setupConfirm, { code }, { silent: true })).recovery_codes;
}

export async function regenerateCodes(code: string): Promise<string[]> {
  return (await call(calls.regenerate, { code }, { silent: true })).recovery_codes;
}

export async function disableTwoFactor(proof: { code?: string; password?: string }): Promise<string> {
  return (await callAnswer(calls.disable, proof, { silent: true })).msg;
}
