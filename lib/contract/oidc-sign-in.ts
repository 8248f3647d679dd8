import { z } from 'zod';
import { secretInputSchema, secretStateSchema } from './secret-settings';
import { SIGN_IN_STEPS } from './sign-in-security';

/**
 * Company sign-in through an OpenID Connect provider (Keycloak, Authing, Azure AD…): the
 * administrator's settings, the 测试连接 report, and the two steps the gateway asks the backend
 * for (an authorization address, then the outcome of the provider's answer).
 */
// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { oidcPaths } from './oidc-paths';

/** Where the gateway receives the provider's answer; registered at the provider as `<origin>` + this. */
export const OIDC_CALLBACK_PATH = '/api/gateway/oidc/callback';
/** Where the login page's button starts a sign-in (with ?redirect=). */
export const OIDC_START_PATH = '/api/gateway/oidc/start';
/** Where 个人中心's 绑定企业账号 starts a link of the signed-in user (with ?redirect=). */
export const OIDC_LINK_START_PATH = '/api/gateway/oidc/link';
/** The query parameter 个人中心 reads after a link came back: 'linked' or why not. */
export const OIDC_LINK_PARAM = 'oidcLink';

/**
 * The random value that ties a started sign-in to the browser that started it: kept in that
 * browser's sealed session cookie, stored as a hash with the flow, required to complete it.
 */
export const oidcBindingSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** How long a started sign-in may take at the provider before its state is refused. */
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;

const claimName = z.string().trim().max(100, 'oidcSignIn.rules.claimTooLong').regex(/^[A-Za-z0-9_.:/-]*$/, 'oidcSignIn.rules.claimPattern');

const oidcRoleRuleSchema = z.object({
  /** One value of the role claim (a group's name, a role's name). */
  value: z.string().trim().min(1, 'oidcSignIn.rules.valueRequired').max(200, 'oidcSignIn.rules.valueTooLong'),
  /** Our role it grants, by role_code. */
  role_code: z.string().trim().min(1, 'oidcSignIn.rules.roleRequired').max(64),
});

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The allowed e-mail domains as typed (commas, spaces or line breaks between them), lower-cased. */
export function domainList(text: string): string[] {
  return text.split(/[\s,，;；]+/).map((d) => d.trim().replace(/^@/, '').toLowerCase()).filter(Boolean);
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

const oidcSettingsShape = z.object({
  enabled: z.boolean().default(false),
  /** The login button's text; blank shows the default 使用企业账号登录 in the visitor's language. */
  display_name: z.string().trim().max(40, 'oidcSignIn.rules.displayNameTooLong').default(''),
  /** The issuer identifier; its discovery document is <issuer>/.well-known/openid-configuration. */
  issuer: z.string().trim().max(500, 'oidcSignIn.rules.issuerTooLong').refine((v) => v === '' || isHttpUrl(v), 'oidcSignIn.rules.issuerUrl').default(''),
  client_id: z.string().trim().max(200, 'oidcSignIn.rules.clientIdTooLong').default(''),
  client_secret: secretInputSchema,
  scopes: z.string().trim().max(500).refine((v) => v.split(/\s+/).includes('openid'), 'oidcSignIn.rules.scopesOpenid').default('openid profile email'),
  username_claim: claimName.min(1, 'oidcSignIn.rules.usernameClaimRequired').default('preferred_username'),
  name_claim: claimName.default('name'),
  email_claim: claimName.default('email'),
  phone_claim: claimName.default('phone_number'),
  /** The claim holding groups or roles (a list or one text); blank: roles are not taken from the provider. */
  role_claim: claimName.default('groups'),
  role_rules: z.array(oidcRoleRuleSchema).max(50, 'oidcSignIn.rules.tooManyRules').default([]),
  /** The role every account signed in this way holds besides the mapped ones (role_code); blank: none. */
  default_role: z.string().trim().max(64).default(''),
  /** On: a first sign-in creates the account. Off: only people already linked to an account get in. */
  auto_create: z.boolean().default(false),
  /**
   * On: a first sign-in whose e-mail the provider marks verified is linked to the one account with
   * that e-mail. Off (default): only identities a user or an administrator linked sign in to an
   * existing account. A username or name claim never links.
   */
  link_verified_email: z.boolean().default(false),
  /** Only these e-mail domains may sign in (blank: any). */
  allowed_domains: z.string().trim().max(1000).refine((v) => domainList(v).every((d) => DOMAIN.test(d)), 'oidcSignIn.rules.domainPattern').default(''),
});

/** The form's and the server's rules: an enabled sign-in needs an issuer and a client. */
export const oidcSettingsSchema = oidcSettingsShape.superRefine((value, ctx) => {
  if (!value.enabled) return;
  if (!value.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: 'oidcSignIn.rules.issuerRequired' });
  if (!value.client_id) ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'oidcSignIn.rules.clientIdRequired' });
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

export const oidcSettingsAnswerSchema = oidcSettingsShape.extend({
  ...secretStateSchema.shape,
  /** What to register at the provider as the redirect URI; null: the origin the page is reached at (no APP_ORIGIN nor SITE_URL). */
  redirect_uri: z.string().nullable(),
  role_options: z.array(z.object({ role_code: z.string(), role_name: z.string() })),
});
export type OidcSettingsAnswer = z.infer<typeof oidcSettingsAnswerSchema>;

/** Why a provider could not be used, each with its own message (oidcSignIn.problems.*). */
export const OIDC_PROBLEMS = ['unreachable', 'timeout', 'tls', 'insecure', 'notIssuer', 'issuerMismatch', 'noCodeFlow', 'noPkce', 'clientRejected'] as const;
export type OidcProblem = (typeof OIDC_PROBLEMS)[number];

export const oidcTestAnswerSchema = z.object({
  ok: z.boolean(),
  problem: z.enum(OIDC_PROBLEMS).nullable(),
  /** The provider's own words (its error code or the network error's), shown under ours. */
  detail: z.string().nullable(),
  issuer: z.string().nullable(),
  authorization_endpoint: z.string().nullable(),
  token_endpoint: z.string().nullable(),
  userinfo_endpoint: z.string().nullable(),
  jwks_uri: z.string().nullable(),
  /** 'accepted': the token endpoint knew the client; 'unchecked': it could not be told without a real sign-in. */
  client: z.enum(['accepted', 'rejected', 'unchecked']),
});
export type OidcTestAnswer = z.infer<typeof oidcTestAnswerSchema>;

export const oidcAuthorizeInputSchema = z.object({
  redirect: z.string().max(2000).default('/'),
  binding: oidcBindingSchema,
  /** The gateway's callback address on the origin the deployment is reached at. */
  redirect_uri: z.string().max(500).refine(isHttpUrl),
});
/** The provider's authorization address, or why a sign-in cannot start (off, provider unreachable…). */
export const oidcAuthorizeAnswerSchema = z.object({ url: z.string().nullable(), reason: z.enum(['disabled', 'providerUnavailable', 'providerError']).nullable() });
export type OidcAuthorizeAnswer = z.infer<typeof oidcAuthorizeAnswerSchema>;

/** The provider's answer as it reached the callback (code, state, iss or error…). */
export const oidcCompleteInputSchema = z.object({ query: z.string().max(8000), binding: oidcBindingSchema.optional() });

/** Why a sign-in through the provider ended on the login page (oidcSignIn.refusals.*). */
export const OIDC_REFUSALS = [
  'disabled', 'stateUnknown', 'stateExpired', 'denied', 'providerError', 'providerUnavailable', 'exchangeFailed',
  'idTokenInvalid', 'accountFrozen', 'notRegistered', 'domainNotAllowed', 'noUsername', 'unavailable', 'tooManyAttempts',
  'otherBrowser', 'identityTaken',
] as const;
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];

export const oidcCompleteAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signedIn'), code: z.string(), redirect: z.string() }),
  /** The person is known but 安全设置 asks for their second factor: the gateway keeps the challenge and opens the login at that step. */
  z.object({ outcome: z.literal('step'), step: z.enum(SIGN_IN_STEPS), challenge: z.string(), account: z.string(), redirect: z.string() }),
  /** link: the refused flow was a link started in 个人中心, whose page says why. */
  z.object({ outcome: z.literal('refused'), reason: z.enum(OIDC_REFUSALS), redirect: z.string(), link: z.boolean().optional() }),
  /** A link started in 个人中心 came back: the identity is now the signed-in user's. */
  z.object({ outcome: z.literal('linked'), redirect: z.string() }),
]);
export type OidcCompleteAnswer = z.infer<typeof oidcCompleteAnswerSchema>;

/** The login page's query parameter naming a refusal. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

export function oidcRefusalOf(value: string | null | undefined): OidcRefusal | null {
  return (OIDC_REFUSALS as readonly string[]).includes(value ?? '') ? (value as OidcRefusal) : null;
}

/**
 * The redirect URI registered at the provider: on APP_ORIGIN (or SITE_URL) when the deployment
 * names one, else on the origin the browser reached; the same rule for the start and the page showing it.
 */
export function oidcCallbackUri(configured: { appOrigin?: string; siteUrl?: string }, reachedOrigin: string): string {
  const origin = configured.appOrigin ?? configured.siteUrl;
  return new URL(OIDC_CALLBACK_PATH, origin ? new URL(origin).origin : reachedOrigin).href;
}

export const oidcLinkStateSchema = z.object({
  /** Company sign-in is on: 个人中心 offers to link. */
  enabled: z.boolean(),
  /** The provider's name as the login button shows it. */
  name: z.string(),
  /** The user's account is linked to an identity at the configured provider. */
  linked: z.boolean(),
});
export type OidcLinkState = z.infer<typeof oidcLinkStateSchema>;

/** An administrator links a colleague to the subject (`sub`) the provider knows them by. */
export const oidcLinkUserInputSchema = z.object({
  user_key: z.string().min(1).max(64),
  subject: z.string().trim().min(1, 'companyAccount.rules.subjectRequired').max(255, 'companyAccount.rules.subjectTooLong'),
});
/** One colleague's account, for an administrator's look at or removal of its link. */
export const oidcUnlinkUserInputSchema = z.object({ user_key: z.string().min(1).max(64) });
