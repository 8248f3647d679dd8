import { describe, expect, it } from 'vitest';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

describe('redirectOnSite', () => {
  it('answers a relative Location, so the browser stays on the host it used', () => {
    const res = redirectOnSite('/unionLogin?failed=invalid&redirect=%2Fperson%2Findex', 303);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/unionLogin?failed=invalid&redirect=%2Fperson%2Findex');
    expect(redirectOnSite('/message/business').status).toBe(307);
  });

  it.each(['//evil.example', '/.//evil.example', '/\\evil.example', 'https://evil.example/'])('sends %s home', (path) => {
    expect(redirectOnSite(path).headers.get('location')).toBe('/');
  });
});
