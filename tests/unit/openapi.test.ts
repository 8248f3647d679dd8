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

describe('a payload mapped before it is checked', () => {
  it('is documented by the schema that checks it (the project calls take the spec’s people lists)', () => {
    const doc = openApiDocument(allRoutes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> };
    const body = doc.paths['/api/eis/restful/project/save']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['project_code', 'project_name', 'participant_keys', 'project_mgr_key']));
  });
});
