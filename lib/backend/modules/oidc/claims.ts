import type { OidcSettings } from '@/lib/contract/oidc-sign-in';

export type Claims = Record<string, unknown>;

/** A claim by name, or by a dotted path into nested claims (Keycloak's realm_access.roles). */
export function claimAt(claims: Claims, name: string): unknown {
  if (!name) return undefined;
  if (name in claims) return claims[name];
  let current: unknown = claims;
  for (const part of name.split('.')) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Claims)[part];
  }
  return current;
}

/** A claim as one line of text (numbers included), or null when absent or not text. */
export function claimText(claims: Claims, name: string): string | null {
  const value = claimAt(claims, name);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The values of a role claim: a list, or one text (several separated by spaces or commas). */
export function claimValues(claims: Claims, name: string): string[] {
  const value = claimAt(claims, name);
  if (Array.isArray(value)) return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The role codes the claims grant: the mapped values' roles and the default role, each once. */
export function mappedRoleCodes(settings: Pick<OidcSettings, 'role_claim' | 'role_rules' | 'default_role'>, claims: Claims): string[] {
  const held = new Set(claimValues(claims, settings.role_claim));
  const codes = settings.role_rules.filter((rule) => held.has(rule.value)).map((rule) => rule.role_code);
  if (settings.default_role) codes.push(settings.default_role);
  return [...new Set(codes)];
}

export interface MappedPerson {
  username: string | null;
  realname: string | null;
  email: string | null;
  /** Only a verified e-mail may match an existing account (a provider may let people type any). */
  emailVerified: boolean;
  /** The provider said outright that the e-mail is not verified: it opens no allowed domain. */
  emailUnverified: boolean;
  phone: string | null;
}

export function mappedPerson(settings: Pick<OidcSettings, 'username_claim' | 'name_claim' | 'email_claim' | 'phone_claim'>, claims: Claims): MappedPerson {
  const email = claimText(claims, settings.email_claim)?.toLowerCase() ?? null;
  return {
    username: claimText(claims, settings.username_claim),
    realname: claimText(claims, settings.name_claim),
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    emailVerified: claims.email_verified === true,
    emailUnverified: claims.email_verified === false,
    phone: claimText(claims, settings.phone_claim),
  };
}

/** Whether the e-mail's domain is among the allowed ones (none listed: any). */
export function domainAllowed(domains: string[], person: Pick<MappedPerson, 'email' | 'emailUnverified'>): boolean {
  if (domains.length === 0) return true;
  if (person.emailUnverified) return false;
  const domain = person.email?.split('@')[1];
  return Boolean(domain && domains.includes(domain));
}
