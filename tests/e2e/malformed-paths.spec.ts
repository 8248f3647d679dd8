import { expect, test } from './support/test';

/**
 * Paths whose percent-encoding is not UTF-8 ('%ff%fe', a lone surrogate, a cut-off sequence):
 * Next cannot decode them as route parameters, so they are answered before routing. Pages show
 * the 404 page, uploaded-file addresses answer 404, API calls a 400 envelope; never a 500.
 */
const MALFORMED = ['%ff%fe', '%ED%A0%80', '%E4%B8'];

test.describe('paths that do not decode', () => {
  test('page paths answer the 404 page', async ({ request }) => {
    for (const segment of MALFORMED) {
      for (const path of [`/article/${segment}`, `/detail/${segment}`, `/system/user/${segment}`, `/${segment}`]) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(404);
        expect(await res.text(), path).toContain('<title>页面不存在');
      }
    }
  });

  test('uploaded-file paths answer 404', async ({ request }) => {
    for (const segment of MALFORMED) {
      const res = await request.get(`/files/${segment}`);
      expect(res.status(), segment).toBe(404);
    }
  });

  test('API paths answer a 400 envelope in the caller’s language, signed in or not', async ({ request }) => {
    for (const path of ['/api/app/base/app/sys/app/getByAppKey/%ff%fe', '/api/app/base/sys/dict/getDictItems/%ED%A0%80', '/api/%E4%B8']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(await res.json(), path).toEqual({ code: 400, msg: '请求路径的编码无效', data: null });
    }
    const english = await request.get('/api/app/base/app/sys/app/getByAppKey/%ff%fe', { headers: { cookie: 'NEXT_LOCALE=en-US' } });
    expect((await english.json()).msg).toBe('The request path is not validly encoded');
    // Well-formed addresses pass as before.
    expect((await (await request.get('/api/app/base/app/sys/app/getByAppKey/fincrm')).json()).code).toBe(0);
  });
});
