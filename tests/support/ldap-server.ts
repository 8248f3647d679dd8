import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real OpenLDAP server (Debian's slapd) for the directory sign-in tests: its own configuration
 * and database in a temporary folder, on a free port of 127.0.0.1, seeded with a small company.
 * When slapd is not installed or does not start, `startLdapServer` answers the reason instead,
 * and the tests skip saying so.
 */

export const LDAP_BASE = 'dc=example,dc=com';
export const LDAP_READER = { dn: `cn=reader,${LDAP_BASE}`, password: 'reader-Secret-1' };
export const LDAP_PEOPLE = `ou=people,${LDAP_BASE}`;
export const LDAP_GROUPS = `ou=groups,${LDAP_BASE}`;

/** The seeded people: two active, one disabled by `employeeType: disabled`. */
export const LDAP_USERS = {
  active: { uid: 'zhaolei', password: 'Zhao-Lei-2026', cn: '赵磊', mail: 'zhaolei@example.com', mobile: '13900000001' },
  second: { uid: 'sunli', password: 'Sun-Li-2026', cn: '孙丽', mail: 'sunli@example.com', mobile: '13900000002' },
  disabled: { uid: 'qianhao', password: 'Qian-Hao-2026', cn: '钱浩', mail: 'qianhao@example.com', mobile: '13900000003' },
} as const;

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMAS = ['core', 'cosine', 'inetorgperson', 'nis'];

export interface LdapServer {
  url: string;
  port: number;
  /** Changes an entry in place (ldapmodify-style LDIF, bound as the directory manager). */
  modify(ldif: string): void;
  stop(): Promise<void>;
}

export type LdapStart = { server: LdapServer } | { skipped: string };

const MANAGER = { dn: `cn=manager,${LDAP_BASE}`, password: 'manager-Secret-1' };

function personLdif(who: { uid: string; password: string; cn: string; mail: string; mobile: string }, extra = ''): string {
  return `dn: uid=${who.uid},${LDAP_PEOPLE}
objectClass: inetOrgPerson
uid: ${who.uid}
cn: ${who.cn}
sn: ${who.cn.slice(0, 1)}
displayName: ${who.cn}
mail: ${who.mail}
mobile: ${who.mobile}
userPassword: ${who.password}
${extra}`;
}

function seedLdif(): string {
  const { active, second, disabled } = LDAP_USERS;
  const person = (uid: string) => `uid=${uid},${LDAP_PEOPLE}`;
  return [
    `dn: ${LDAP_BASE}\nobjectClass: dcObject\nobjectClass: organization\ndc: example\no: Example\n`,
    `dn: ${LDAP_PEOPLE}\nobjectClass: organizationalUnit\nou: people\n`,
    `dn: ${LDAP_GROUPS}\nobjectClass: organizationalUnit\nou: groups\n`,
    `dn: ${LDAP_READER.dn}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: reader\nuserPassword: ${LDAP_READER.password}\n`,
    personLdif(active),
    personLdif(second),
    personLdif(disabled, 'employeeType: disabled\n'),
    `dn: cn=sales,${LDAP_GROUPS}\nobjectClass: groupOfNames\ncn: sales\nmember: ${person(active.uid)}\nmember: ${person(disabled.uid)}\n`,
    `dn: cn=finance,${LDAP_GROUPS}\nobjectClass: groupOfNames\ncn: finance\nmember: ${person(second.uid)}\n`,
    `dn: cn=managers,${LDAP_GROUPS}\nobjectClass: groupOfNames\ncn: managers\nmember: ${person(second.uid)}\nmember: ${person(disabled.uid)}\n`,
  ].join('\n');
}

function slapdConf(folder: string): string {
  return `${SCHEMAS.map((s) => `include /etc/ldap/schema/${s}.schema`).join('\n')}
pidfile ${folder}/slapd.pid
modulepath /usr/lib/ldap
moduleload back_mdb
database mdb
maxsize 16777216
suffix "${LDAP_BASE}"
rootdn "${MANAGER.dn}"
rootpw ${MANAGER.password}
directory ${folder}/db
# Passwords are for binding only; nothing is readable without signing in (no anonymous reads).
access to attrs=userPassword by self write by anonymous auth by * none
access to * by users read by * none
`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilListening(port: number, child: ChildProcess): Promise<boolean> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) return false;
    if (await answers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Starts a seeded slapd, or says why it cannot. */
export async function startLdapServer(port?: number): Promise<LdapStart> {
  if (!existsSync(SLAPD) || !existsSync(SLAPADD)) return { skipped: `slapd is not installed (${SLAPD}); install Debian's slapd and ldap-utils` };
  const folder = mkdtempSync(path.join(tmpdir(), 'ldap-test-'));
  mkdirSync(path.join(folder, 'db'));
  const conf = path.join(folder, 'slapd.conf');
  writeFileSync(conf, slapdConf(folder));
  writeFileSync(path.join(folder, 'seed.ldif'), seedLdif());
  const loaded = spawnSync(SLAPADD, ['-f', conf, '-l', path.join(folder, 'seed.ldif')], { encoding: 'utf8' });
  if (loaded.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    return { skipped: `slapadd failed: ${loaded.stderr.trim().split('\n').slice(-3).join(' ')}` };
  }
  const chosen = port ?? (await freePort());
  const url = `ldap://127.0.0.1:${chosen}`;
  // -d keeps slapd in the foreground, so it ends with this process's kill.
  const child = spawn(SLAPD, ['-h', `${url}/`, '-f', conf, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
  if (!(await waitUntilListening(chosen, child))) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    return { skipped: `slapd did not start on ${url}: ${errors.trim().split('\n').slice(-3).join(' ')}` };
  }
  return {
    server: {
      url,
      port: chosen,
      modify(ldif) {
        const done = spawnSync('ldapmodify', ['-x', '-H', url, '-D', MANAGER.dn, '-w', MANAGER.password], { input: ldif, encoding: 'utf8' });
        if (done.status !== 0) throw new Error(`ldapmodify failed: ${done.stderr}`);
      },
      async stop() {
        if (child.exitCode === null) {
          const ended = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await ended;
        }
        rmSync(folder, { recursive: true, force: true });
      },
    },
  };
}
