import { expect, test } from './support/test';
import { sessionCookie, signedIn } from './support/session';

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.describe('uploads through the gateway', () => {
  test('images round-trip; oversize, disguised and scripted files are handled safely', async ({ page, context, playwright, baseURL }) => {
    await signedIn(page, 'lina');
    const cookie = (await sessionCookie(context))!;
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}`, origin: baseURL! } });
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      api.post('/api/app/base/app/file/upload', { multipart: { file: { name, mimeType, buffer }, fileGroupKey: 'e2e' } });

    const ok = await (await upload('logo.png', 'image/png', PNG)).json();
    expect(ok.code).toBe(0);
    const served = await api.get(ok.data.url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), PNG)).toBe(0);

    const big = await upload('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]));
    expect(big.status()).toBe(413);
    expect((await big.json()).code).toBe(413);

    const disguised = await (await upload('notes.png', 'image/png', Buffer.from('just some text, not an image'))).json();
    expect(disguised.code).not.toBe(0);

    for (const [name, body] of [
      ['evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['evil.html', '<html><body><script>alert(1)</script></body></html>'],
    ] as const) {
      const stored = await (await upload(name, 'text/html', Buffer.from(body))).json();
      expect(stored.code, name).toBe(0);
      const file = await api.get(stored.data.url);
      const headers = file.headers();
      expect(headers['content-type']).toBe('application/octet-stream');
      expect(headers['content-disposition']).toMatch(/^attachment/);
      expect(headers['content-security-policy']).toContain('sandbox');
      expect(headers['x-content-type-options']).toBe('nosniff');

      // Opened in the browser, it downloads instead of running.
      const dialogs: string[] = [];
      page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
      const download = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
      await page.goto(stored.data.url).catch(() => undefined);
      await download;
      expect(dialogs).toEqual([]);
    }
    await api.dispose();
  });
});
