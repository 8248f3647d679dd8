import { eq } from 'drizzle-orm';
import * as QRCode from 'qrcode';
import type { TwoFactorSetup } from '@/lib/contract/sign-in-security';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import { sysApp, sysUser } from '../../db/schema';
import { otpauthUri } from './totp';

/** The product's name as the authenticator app lists it: the application's name, else the default title. */
async function issuerName(db: Db, appKey: string | null): Promise<string> {
  const [app] = appKey ? await db.select({ name: sysApp.app_name }).from(sysApp).where(eq(sysApp.app_key, appKey)).limit(1) : [];
  return app?.name.trim() || translate(defaultLocale, 'app.defaultTitle');
}

/** What a set-up shows: the otpauth:// address as a QR code, and the secret for typing in by hand. */
export async function setupAnswer(db: Db, userKey: string, secret: string, appKey: string | null): Promise<TwoFactorSetup> {
  const [user] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  const uri = otpauthUri(secret, user?.username ?? userKey, await issuerName(db, appKey));
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 });
  return { otpauth_uri: uri, secret, qr_data_url: qr };
}
