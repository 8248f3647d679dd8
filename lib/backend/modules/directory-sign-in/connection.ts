import type { ConnectionOptions } from 'node:tls';
import { Client } from 'ldapts';
import type { LdapSettings } from '@/lib/contract/ldap-sign-in';
import { connectionProblem, DirectoryProblem } from './problems';

function tlsOptions(settings: LdapSettings): ConnectionOptions {
  return {
    rejectUnauthorized: settings.tls_verify,
    ...(settings.ca_cert ? { ca: settings.ca_cert } : {}),
  };
}

/** Connects to one address (StartTLS first when asked), without binding. */
async function connectTo(url: string, settings: LdapSettings): Promise<Client> {
  const ms = settings.timeout_seconds * 1000;
  // The client takes any tlsOptions as "speak TLS from the start": give them to ldaps:// only.
  const secure = url.toLowerCase().startsWith('ldaps://');
  const client = new Client({ url, timeout: ms, connectTimeout: ms, ...(secure ? { tlsOptions: tlsOptions(settings) } : {}) });
  try {
    if (settings.start_tls && !secure) await client.startTLS(tlsOptions(settings));
    return client;
  } catch (error) {
    await client.unbind().catch(() => undefined);
    throw connectionProblem(error, 'connect');
  }
}

/**
 * Binds with a DN and its password. A blank password is refused before anything is sent: a
 * directory takes a simple bind with a DN and no password as an anonymous bind, which "succeeds"
 * for any DN, so it must never count as a verified password.
 */
export async function bindAs(client: Client, dn: string, password: string, missing: 'bindPasswordMissing' | 'userPasswordWrong'): Promise<void> {
  if (!password) throw new DirectoryProblem(missing);
  await client.bind(dn, password);
}

/**
 * A connection bound as the service account: the addresses are tried in order, and the first
 * that answers serves. The caller unbinds it (withDirectory does).
 */
export async function openServiceConnection(settings: LdapSettings): Promise<Client> {
  let last: DirectoryProblem = new DirectoryProblem('unreachable', 'no address');
  for (const url of settings.urls) {
    let client: Client;
    try {
      client = await connectTo(url, settings);
    } catch (error) {
      last = connectionProblem(error, 'connect');
      continue;
    }
    try {
      await bindAs(client, settings.bind_dn, settings.bind_password, 'bindPasswordMissing');
      return client;
    } catch (error) {
      await client.unbind().catch(() => undefined);
      // The first bind also opens the socket: a refused line is a connection problem, tried on the next address.
      last = connectionProblem(error, 'bind');
      if (last.kind === 'bindRefused' || last.kind === 'bindPasswordMissing') throw last;
    }
  }
  throw last;
}

/** Runs `work` on a service connection and always lets go of it. */
export async function withDirectory<T>(settings: LdapSettings, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await openServiceConnection(settings);
  try {
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/**
 * Checks a person's password on a connection of its own, so the service connection stays bound
 * as the service account. InvalidCredentials (and a blank password) answer false; anything else
 * (the line, TLS) is a problem.
 */
export async function passwordOpens(settings: LdapSettings, dn: string, password: string): Promise<boolean> {
  if (!password) return false;
  for (const url of settings.urls) {
    let client: Client;
    try {
      client = await connectTo(url, settings);
    } catch {
      continue;
    }
    try {
      await bindAs(client, dn, password, 'userPasswordWrong');
      return true;
    } catch (error) {
      const problem = connectionProblem(error, 'bind');
      if (problem.kind === 'bindRefused') return false;
      if (problem.kind !== 'unreachable') throw problem;
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
  throw new DirectoryProblem('unreachable');
}
