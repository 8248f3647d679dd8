import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface JsRule { condition: { path: RegExp }; loaders: string[] }

const root = path.resolve(__dirname, '../..');
const load = createRequire(import.meta.url);
const loader = load(path.join(root, 'components/providers/theme/radio-group-name-loader.cjs')) as ((source: string) => string) & { FORM_IMPORT: string };
const ANTD_GROUP = path.join(root, 'node_modules/antd/es/radio/group.js');
const ANTD_FORM_HOOKS = path.join(root, 'node_modules/antd/es/form/hooks/useForm.js');

describe("antd's radio group without the form store", () => {
  it("replaces the group's one import from the form hooks, and nothing else", () => {
    const source = readFileSync(ANTD_GROUP, 'utf8');
    // antd moved or renamed the import: the form store is back on every list page until the loader follows.
    expect(source).toContain(loader.FORM_IMPORT);
    const loaded = loader(source);
    expect(loaded).not.toContain('form/hooks/useForm');
    expect(loaded.replace(/import \{ toArray as toNamePath \} from '..\/form\/util';\nfunction toNamePathStr\(name\) \{\n  return toNamePath\(name\).join\('_'\);\n\}/, loader.FORM_IMPORT)).toBe(source);
  });

  it("inlines the helper exactly as antd's form hooks define it", () => {
    const hooks = readFileSync(ANTD_FORM_HOOKS, 'utf8');
    expect(hooks).toMatch(/export function toNamePathStr\(name\) \{\s*const namePath = toArray\(name\);\s*return namePath\.join\('_'\);\s*\}/);
    expect(hooks).toContain("import { getFieldId, toArray } from '../util';");
  });

  it("is matched by the bundler rule at antd's path only", async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rule = config.turbopack.rules['*.js']!.find((r) => r.loaders.some((l) => l.endsWith('radio-group-name-loader.cjs')))!;
    expect(rule.condition.path.test(ANTD_GROUP)).toBe(true);
    expect(rule.condition.path.test(path.join(root, 'node_modules/antd/es/radio/radio.js'))).toBe(false);
    expect(rule.condition.path.test(path.join(root, 'node_modules/antd/es/checkbox/Group.js'))).toBe(false);
  });
});
