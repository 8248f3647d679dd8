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

describe('answers', () => {
  type Schema = { type?: string; required?: string[]; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: unknown };
  const doc = openApiDocument(allRoutes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, { responses: { 200: { content: Record<string, { schema: Schema }> } } }>> };
  const dataOf = (path: string, method: string) => doc.paths[path]![method]!.responses[200].content['application/json']!.schema.properties!.data!;

  it('are documented inside the envelope from the schema the route declares (lib/contract), strict where the contract is', () => {
    const page = dataOf('/api/bpm/biz/bpm/task/instance/queryApplyingTasks', 'post');
    expect(page.required).toEqual(expect.arrayContaining(['records', 'total', 'current', 'size']));
    const row = page.properties!.records!.items!;
    expect(row.required).toEqual(expect.arrayContaining(['task_key', 'instance_key', 'summary', 'create_time']));
    expect(row.additionalProperties).toBe(false);
    expect(dataOf('/api/forms/biz/meta/table/field/getList', 'post').properties!.fields!.items!.required).toEqual(expect.arrayContaining(['id', 'type', 'enum_values', 'constraints']));
  });

  it('of a call that answers a file are its bytes in the media types it may send, not an envelope', () => {
    const file = (path: string, method: string) => doc.paths[path]![method]!.responses[200].content;
    expect(file('/api/crm/customer/exportXls', 'post')).toEqual({ 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} });
    expect(Object.keys(file('/api/crm/qrcode/download', 'get'))).toEqual(['image/png', 'application/octet-stream']);
  });

  it('refer to a tree’s node defined once in the document (components), which refers to itself', () => {
    const tree = dataOf('/api/crm/knowledge/category/tree', 'get') as Schema & { items: { $ref: string } };
    expect(tree.items.$ref).toBe('#/components/schemas/KnowledgeCategoryNode');
    const { components } = openApiDocument(allRoutes, { title: 't', version: '1' }) as { components: { schemas: Record<string, Schema> } };
    expect(components.schemas.KnowledgeCategoryNode!.properties!.children!.items).toEqual({ $ref: '#/components/schemas/KnowledgeCategoryNode' });
  });

  it('leave the data open for a call whose answer has no schema', () => {
    const frozen = allRoutes.find((r) => r.path === '/api/app/base/app/sys/user/frozenBatch')!;
    expect(dataOf(frozen.path, 'put')).toEqual({ type: 'null' });
    const open = openApiDocument([{ ...frozen, output: undefined }], { title: 't', version: '1' }) as typeof doc;
    expect(open.paths[frozen.path]!.put!.responses[200].content['application/json']!.schema.properties!.data).toEqual({});
  });
});

describe('a payload mapped before it is checked', () => {
  it('is documented by the schema that checks it (the project calls take lists of people)', () => {
    const doc = openApiDocument(allRoutes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> };
    const body = doc.paths['/api/eis/restful/project/save']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['project_code', 'project_name', 'participant_keys', 'project_mgr_key']));
  });
});
