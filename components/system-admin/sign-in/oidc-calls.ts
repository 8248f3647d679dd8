import { request, requestAnswer } from '@/lib/client/api-client';
import { oidcPaths, type OidcSettings, type OidcSettingsAnswer, type OidcTestAnswer } from '@/lib/contract/oidc-sign-in';

export const readOidcSettings = () => request<OidcSettingsAnswer>(oidcPaths.settings, { silent: true });

/** A refusal (the provider did not answer as an issuer) comes back as an error carrying the server's explanation. */
export const saveOidcSettings = (settings: OidcSettings) => requestAnswer<OidcSettingsAnswer>(oidcPaths.save, { json: settings, silent: true });

export const testOidcSettings = (settings: OidcSettings) => request<OidcTestAnswer>(oidcPaths.test, { json: settings, silent: true, timeoutMs: 60_000 });
