import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import { hostPortAllowed } from '@/lib/contract/allowed-hosts';
import type { EmailSettings } from '@/lib/contract/notifications';
import { isPublicAddress, OutboundRefusal, publicAddressesOf } from '../../../http/outbound-address';
import { failed, type NotifyChannelSender, type SendOutcome } from './channel';

/**
 * E-mail over SMTP (nodemailer): to the recipient's sys_user.email, as plain text and a simple
 * HTML body with the link. The server is reached under the outbound rules: a host an
 * administrator allows as it is, any other only on a public address, resolved and checked here
 * and then connected to by that address (the certificate still checked against the host's name).
 */

const SMTP_TIMEOUT_MS = 15_000;

type Target = { host: string; servername: string | undefined } | SendOutcome;

async function targetOf(settings: EmailSettings, allowedHosts: readonly string[]): Promise<Target> {
  const host = settings.host.trim();
  if (!host) return failed('notifications.errors.missing', { label: 'notifications.fields.host' }, true);
  const shown = isIP(host) === 6 ? `[${host}]` : host;
  if (hostPortAllowed(shown, String(settings.port), allowedHosts, 'any', false)) return { host, servername: isIP(host) ? undefined : host };
  if (isIP(host)) return isPublicAddress(host) ? { host, servername: undefined } : failed('outbound.privateAddress', { host, address: host });
  try {
    const [first] = await publicAddressesOf(host);
    return { host: first!.address, servername: host };
  } catch (error) {
    if (error instanceof OutboundRefusal) return failed(`outbound.${error.reason}`, { host, address: error.address ?? '' });
    throw error;
  }
}

function transportOptions(settings: EmailSettings, target: { host: string; servername: string | undefined }, timeoutMs: number) {
  return {
    host: target.host,
    port: settings.port,
    secure: settings.security === 'ssl',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    tls: target.servername ? { servername: target.servername } : {},
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** An SMTP failure in terms an administrator can act on (never the password). */
export function smtpFailure(error: unknown, settings: EmailSettings): SendOutcome {
  const e = (error ?? {}) as SmtpError;
  const host = `${settings.host}:${settings.port}`;
  const text = `${e.message ?? ''} ${String((e.cause as Error | undefined)?.message ?? '')}`;
  const response = (e.response ?? '').slice(0, 200);
  if (e.code === 'EAUTH') return failed('notifications.errors.smtpAuth', { response: response || e.message?.slice(0, 200) || '' });
  if (/ECONNREFUSED/.test(text)) return failed('outbound.refused', { host });
  if (/ENOTFOUND|EAI_AGAIN/.test(text) || e.code === 'EDNS') return failed('outbound.dnsFailed', { host: settings.host });
  if (e.code === 'ETIMEDOUT' || /timeout|timed out|Greeting never received/i.test(text)) return failed('outbound.timeout', { seconds: String(Math.round(SMTP_TIMEOUT_MS / 1000)) });
  if (e.code === 'ETLS' || /ssl|tls|certificate|wrong version number|self.signed/i.test(text)) return failed('outbound.tls', { host, detail: text.trim().slice(0, 200) });
  if (e.code === 'EENVELOPE' || (e.responseCode && e.responseCode >= 400)) return failed('notifications.errors.smtpRejected', { response: response || text.trim().slice(0, 200) });
  return failed('outbound.network', { host, detail: text.trim().slice(0, 200) });
}

/** Whether the server answers and accepts the sign-in: what 测试连接 and saving ask. */
export async function verifySmtp(settings: EmailSettings, allowedHosts: readonly string[], timeoutMs = SMTP_TIMEOUT_MS): Promise<SendOutcome> {
  const target = await targetOf(settings, allowedHosts);
  if ('ok' in target) return target;
  const transport = createTransport(transportOptions(settings, target, timeoutMs));
  try {
    await transport.verify();
    return { ok: true };
  } catch (error) {
    return smtpFailure(error, settings);
  } finally {
    transport.close();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlOf(text: string, link: string | null): string {
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '';
  return `<!doctype html><html><body style="font-family:sans-serif;font-size:14px;line-height:1.6">${paragraphs}${anchor}</body></html>`;
}

export const emailChannel: NotifyChannelSender<EmailSettings> = {
  async send(settings, recipient, message, context) {
    if (!recipient.email) return failed('notifications.errors.noEmail', { user: recipient.realname || recipient.username }, true);
    if (!settings.from_address) return failed('notifications.errors.missing', { label: 'notifications.fields.from_address' }, true);
    const target = await targetOf(settings, context.allowedHosts);
    if ('ok' in target) return target;
    const timeoutMs = context.timeoutMs ?? SMTP_TIMEOUT_MS;
    const options = transportOptions(settings, target, timeoutMs);
    // One pool per server for the whole run: thousands of mails need not open thousands of connections.
    const transport = context.scope.keep(`smtp:${JSON.stringify(options)}`, () => createTransport({ ...options, pool: true, maxConnections: 4, maxMessages: 500 }), (t) => t.close());
    try {
      await transport.sendMail({
        from: settings.from_name ? { name: settings.from_name, address: settings.from_address } : settings.from_address,
        to: recipient.realname ? { name: recipient.realname, address: recipient.email } : recipient.email,
        subject: message.title,
        text: message.link ? `${message.text}\n\n${message.link}` : message.text,
        html: htmlOf(message.text, message.link),
      });
      return { ok: true };
    } catch (error) {
      return smtpFailure(error, settings);
    }
  },
};
