import { describe, expect, it } from 'vitest';
import { memoryAddressLimiter } from '@/lib/rate-limit/address-limiter';
import { unionLoginExchangeUrl, unionLoginFailureUrl } from '@/lib/gateway/union-login-path';

const at = (path: string) => new URL(path, 'http://app.test');

describe('/unionLogin addresses', () => {
  it('sends a visit with a code to the exchange, keeping code and redirect', () => {
    const exchange = unionLoginExchangeUrl(at('/unionLogin?code=abc%2B1&redirect=%2Fsystem%2Fuser%3Fa%3D1'));
    expect(exchange?.pathname).toBe('/api/gateway/union-login');
    expect(exchange?.searchParams.get('code')).toBe('abc+1');
    expect(exchange?.searchParams.get('redirect')).toBe('/system/user?a=1');
  });

  it('leaves a visit without a code, and other pages, to render', () => {
    expect(unionLoginExchangeUrl(at('/unionLogin'))).toBeNull();
    expect(unionLoginExchangeUrl(at('/unionLogin?code='))).toBeNull();
    expect(unionLoginExchangeUrl(at('/unionLogin?failed=invalid'))).toBeNull();
    expect(unionLoginExchangeUrl(at('/login?code=abc'))).toBeNull();
  });

  it('explains a failure on the page, remembering an on-site target only when there is one', () => {
    expect(unionLoginFailureUrl('invalid', '/')).toBe('/unionLogin?failed=invalid');
    expect(unionLoginFailureUrl('limited', '/person/index')).toBe('/unionLogin?failed=limited&redirect=%2Fperson%2Findex');
  });
});

describe('AddressLimiter', () => {
  it('lets an address use its points, then tells how long to wait; other addresses are counted apart', async () => {
    const limiter = memoryAddressLimiter({ keyPrefix: 'test_take', points: 2, windowSeconds: 600 });
    expect(await limiter.take('10.0.0.1')).toEqual({ allowed: true });
    expect(await limiter.take('10.0.0.1')).toEqual({ allowed: true });
    const third = await limiter.take('10.0.0.1');
    expect(third.allowed).toBe(false);
    expect(third.allowed === false && third.retryAfterSeconds).toBeGreaterThan(590);
    expect(await limiter.take('10.0.0.2')).toEqual({ allowed: true });
  });

  it('counts failures after the fact and blocks once they reach the limit', async () => {
    const limiter = memoryAddressLimiter({ keyPrefix: 'test_count', points: 2, windowSeconds: 60 });
    await limiter.count('10.0.0.3');
    expect(await limiter.blockedFor('10.0.0.3')).toBe(0);
    await limiter.count('10.0.0.3');
    expect(await limiter.blockedFor('10.0.0.3')).toBeGreaterThan(0);
    await limiter.count('10.0.0.3');
    expect(await limiter.blockedFor('10.0.0.4')).toBe(0);
  });
});
