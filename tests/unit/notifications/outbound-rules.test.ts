import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '@/lib/backend/http/outbound-address';
import { hostAllowed, hostPortAllowed } from '@/lib/contract/allowed-hosts';

describe('isPublicAddress', () => {
  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const ok of ['8.8.8.8', '203.0.114.1', '2606:4700:4700::1111', '[2001:4860:4860::8888]']) expect(isPublicAddress(ok), ok).toBe(true);
  });

  it('refuses loopback, private, link-local, carrier NAT, multicast, reserved and documentation ranges', () => {
    const inner = [
      '127.0.0.1', '127.8.9.10', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '224.0.0.1', '255.255.255.255', '240.0.0.1', '192.0.2.1', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1',
    ];
    for (const bad of inner) expect(isPublicAddress(bad), bad).toBe(false);
  });

  it('judges IPv4 written inside IPv6 as the address it carries', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('::ffff:10.1.2.3')).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('allowed hosts', () => {
  it('an entry with a port allows that port; one without the default port of a web address, or every port of a mail server', () => {
    expect(hostAllowed(new URL('http://robot.intra/send'), ['robot.intra'])).toBe(true);
    expect(hostAllowed(new URL('http://robot.intra:8080/send'), ['robot.intra'])).toBe(false);
    expect(hostAllowed(new URL('http://robot.intra:8080/send'), ['robot.intra:8080'])).toBe(true);
    expect(hostPortAllowed('smtp.intra', '2525', ['smtp.intra'], 'any', false)).toBe(true);
    expect(hostPortAllowed('smtp.intra', '2525', ['smtp.intra:25'], 'any', false)).toBe(false);
    expect(hostPortAllowed('SMTP.intra', '25', ['smtp.INTRA:25'], 'any', false)).toBe(true);
    expect(hostPortAllowed('smtp.intra.evil', '25', ['smtp.intra'], 'any', false)).toBe(false);
  });
});
