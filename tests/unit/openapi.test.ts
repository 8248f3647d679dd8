import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/lib/backend/openapi';
import { allRoutes } from '@/lib/backend/routes';

describe('OpenAPI document', () => {
  const doc = openApiDocument(allRoutes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown }>> };

  it('lists every route of the embedded backend once', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(allRoutes.length);
  });

  it('documents path parameters and form bodies', () => {
    const info = doc.paths['/api/app/base/app/sys/user/getUserInfo/{targetKey}']?.get;
    expect(info?.parameters.some((p) => p.name === 'targetKey' && p.in === 'path')).toBe(true);
    expect(doc.paths['/api/app/base/app/sys/user/login']?.post?.requestBody).toBeDefined();
  });
});
