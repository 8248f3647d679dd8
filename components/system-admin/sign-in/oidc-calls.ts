import { call, callAnswer } from '@/lib/client/call';
import { oidcCalls } from '@/lib/contract/oidc-calls';
import type { OidcSettings } from '@/lib/contract/oidc-sign-in';

export const readOidcSettings = () => call(oidcCalls.settings, undefined, { silent: true });

/** A refusal (the provider did not answer as an issuer) comes back as an error carrying the server's explanation. */
export const saveOidcSettings = (settings: OidcSettings) => callAnswer(oidcCalls.save, settings, { silent: true });

export const testOidcSettings = (settings: OidcSettings) => call(oidcCalls.test, settings, { silent: true, timeoutMs: 60_000 });
