import { describe, expect, it } from 'vitest';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { modelProblems } from '@/lib/workflow/runnable';
import { hostAllowed, isHostEntry } from '@/lib/contract/allowed-hosts';
import { failingStatus, parseHeaders, readHttpSettings, serviceFields, serviceTaskKind } from '@/lib/workflow/service-task';

/**
 * The service tasks the engine runs (copy and http), read from the model in any dialect: which
 * are runnable, an HTTP task's Flowable fields and their checks, and the allowed-hosts rule.
 */

const NS = { flowable: 'http://flowable.org/bpmn', camunda: 'http://camunda.org/schema/1.0/bpmn', activiti: 'http://activiti.org/bpmn' } as const;

function model(dialect: keyof typeof NS, task: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:${dialect}="${NS[dialect]}" id="d" targetNamespace="t">
  <process id="p" isExecutable="true"><startEvent id="start" />${task}<endEvent id="end" /></process>
</definitions>`;
}

async function taskOf(dialect: keyof typeof NS, task: string): Promise<{ task: ModdleNode; problems: string[] }> {
  const { rootElement } = await readDialectXml(model(dialect, task));
  const process = (rootElement.rootElements as ModdleNode[])[0]!;
  const element = (process.get('flowElements') as ModdleNode[]).find((e) => e.$type === 'bpmn:ServiceTask')!;
  return { task: element, problems: modelProblems(rootElement as unknown as ModdleNode).map((p) => `${p.elementId}:${p.values.element}`) };
}

const field = (p: string, name: string, inner: string) => `<${p}:field name="${name}">${inner}</${p}:field>`;

describe('which service tasks run', () => {
  it.each(['flowable', 'camunda', 'activiti'] as const)('copy and http run in the %s dialect, others are refused', async (p) => {
    expect((await taskOf(p, `<serviceTask id="s" ${p}:type="copy" />`)).problems).toEqual([]);
    expect(serviceTaskKind((await taskOf(p, `<serviceTask id="s" ${p}:type="http" />`)).task)).toBe('http');
    for (const attrs of [`${p}:type="mail"`, `${p}:class="a.B"`, `${p}:type="http" ${p}:delegateExpression="\${bean}"`, `${p}:type="copy" ${p}:expression="\${x.y()}"`, '']) {
      expect((await taskOf(p, `<serviceTask id="s" ${attrs} />`)).problems).toEqual(['s:serviceTask']);
    }
  });
});

describe('an HTTP task’s fields', () => {
  const http = (fields: string) => `<serviceTask id="s" flowable:type="http"><extensionElements>${fields}</extensionElements></serviceTask>`;

  it('reads Flowable’s fields as strings, expressions or attributes', async () => {
    const { task } = await taskOf('flowable', http([
      field('flowable', 'requestMethod', '<flowable:string>post</flowable:string>'),
      field('flowable', 'requestUrl', '<flowable:expression>http://erp.test/c/${no}</flowable:expression>'),
      field('flowable', 'requestHeaders', '<flowable:string>X-A: 1\n\nX-B: ${b}</flowable:string>'),
      '<flowable:field name="requestBody" stringValue="{}" />',
      '<flowable:field name="responseVariableName" expression="erp" />',
      field('flowable', 'failStatusCodes', '<flowable:string>4XX, 302</flowable:string>'),
    ].join('')));
    const fields = serviceFields(task);
    expect(fields.requestUrl).toEqual({ value: 'http://erp.test/c/${no}', expression: true });
    expect(fields.requestMethod).toEqual({ value: 'post', expression: false });
    expect(readHttpSettings(fields)).toEqual({
      settings: {
        method: 'POST',
        url: 'http://erp.test/c/${no}',
        headers: [{ name: 'X-A', value: '1' }, { name: 'X-B', value: '${b}' }],
        body: '{}',
        resultVariable: 'erp',
        ignoreException: false,
        failStatusCodes: ['4XX', '302'],
      },
    });
  });

  it('refuses a field it cannot run, naming it', () => {
    const of = (values: Record<string, string>) => readHttpSettings(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v, expression: false }])));
    expect(of({ requestUrl: 'http://a.test' })).toMatchObject({ settings: { method: 'GET' } });
    expect(of({ requestMethod: 'TRACE', requestUrl: 'http://a.test' })).toEqual({ problem: { field: 'requestMethod', value: 'TRACE' } });
    expect(of({})).toEqual({ problem: { field: 'requestUrl', value: '' } });
    expect(of({ requestUrl: 'ftp://a.test' })).toEqual({ problem: { field: 'requestUrl', value: 'ftp://a.test' } });
    expect(of({ requestUrl: 'http://a.test', requestHeaders: 'no colon here' })).toEqual({ problem: { field: 'requestHeaders', value: 'no colon here' } });
    expect(of({ requestUrl: 'http://a.test', responseVariableName: '1bad' })).toEqual({ problem: { field: 'responseVariableName', value: '1bad' } });
    expect(of({ requestUrl: 'http://a.test', ignoreException: 'yes' })).toEqual({ problem: { field: 'ignoreException', value: 'yes' } });
    expect(of({ requestUrl: 'http://a.test', failStatusCodes: '600' })).toEqual({ problem: { field: 'failStatusCodes', value: '600' } });
  });

  it('parses header lines', () => {
    expect(parseHeaders('A: 1\r\nB:two: three')).toEqual([{ name: 'A', value: '1' }, { name: 'B', value: 'two: three' }]);
    expect(parseHeaders(': x')).toBeNull();
  });

  it('fails every status outside 2xx and the 2xx ones the task lists', () => {
    expect(failingStatus(200, [])).toBe(false);
    expect(failingStatus(500, [])).toBe(true);
    expect(failingStatus(204, ['2X4'])).toBe(true);
    expect(failingStatus(201, ['2XX'])).toBe(true);
    expect(failingStatus(201, ['202'])).toBe(false);
  });
});

describe('allowed hosts', () => {
  it('allows a host on its default port, or exactly the port an entry names', () => {
    expect(hostAllowed(new URL('https://erp.test/a'), ['erp.test'])).toBe(true);
    expect(hostAllowed(new URL('https://erp.test:8443/a'), ['erp.test'])).toBe(false);
    expect(hostAllowed(new URL('http://127.0.0.1:8080/'), ['127.0.0.1:8080'])).toBe(true);
    expect(hostAllowed(new URL('http://127.0.0.1:8081/'), ['127.0.0.1:8080'])).toBe(false);
    expect(hostAllowed(new URL('http://ERP.test/'), ['erp.TEST'])).toBe(true);
    expect(hostAllowed(new URL('http://erp.test.evil.test/'), ['erp.test'])).toBe(false);
    expect(hostAllowed(new URL('http://[::1]:80/'), ['[::1]:80'])).toBe(true);
    expect(hostAllowed(new URL('http://erp.test/'), [])).toBe(false);
  });

  it('checks an entry’s form', () => {
    for (const ok of ['erp.test', '127.0.0.1:8080', 'a-b.c', '[::1]:80']) expect(isHostEntry(ok), ok).toBe(true);
    for (const bad of ['http://erp.test', 'erp.test/path', 'not a host', '', '*.test']) expect(isHostEntry(bad), bad).toBe(false);
  });
});
