import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { serverEnv } from '@/lib/config/env';

/**
 * Secrets an administrator enters (a directory's bind password, an OIDC client secret, an SMTP
 * password, a robot's signing key, a user's TOTP seed) are kept sealed with AES-256-GCM, so a copy
 * of the database or of a backup does not give them away.
 *
 * The key is SECRETS_KEY when set, else derived from SESSION_SECRET: every process of one
 * deployment shares both already (a cookie signed by one is read by another), so each can open
 * what another sealed. A sealed value names its scheme ("v1"), so a later key rotation can tell
 * old values from new.
 */

const SCHEME = 'v1';
const IV_BYTES = 12;

function keyFrom(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'fincrm-secret-box', 'settings secrets v1', 32));
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(material: string) {
    if (material.length < 32) throw new Error('The secrets key must be at least 32 characters.');
    this.key = keyFrom(material);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SCHEME, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  /** The plain text, or null when the value was not sealed with this key (changed key, damaged value). */
  open(sealed: string): string | null {
    const [scheme, iv, tag, body] = sealed.split(':');
    if (scheme !== SCHEME || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

let box: SecretBox | undefined;

/** The deployment's box, made from the environment on first use. */
export function secretBox(): SecretBox {
  if (!box) {
    const env = serverEnv();
    box = new SecretBox(env.SECRETS_KEY ?? env.sessionSecret);
  }
  return box;
}
