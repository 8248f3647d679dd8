import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/components/providers/theme/app-theme';

interface JsRule { condition: { path: RegExp }; loaders: string[] }

const root = path.resolve(__dirname, '../..');
const load = createRequire(import.meta.url);
const loader = load(path.join(root, 'components/providers/theme/no-style-register-loader.cjs')) as { STUB: string };
const { exportsOf } = load(path.join(root, 'components/providers/theme/zero-runtime-style-loader.cjs')) as { exportsOf: (source: string) => [string, string][] };
const exportNames = (source: string) => exportsOf(source).map(([name]) => name).sort();
const REGISTER = path.join(root, 'node_modules/@ant-design/cssinjs/es/hooks/useStyleRegister.js');
const BASE_SHEET = path.join(root, 'components/providers/theme/antd-base.css');

describe("the CSS-in-JS style register, left out under zero-runtime styles", () => {
  it('is not needed: the theme is zero-runtime and the static sheet holds the icon rules it would register', () => {
    expect(appTheme.zeroRuntime).toBe(true);
    const sheet = readFileSync(BASE_SHEET, 'utf8');
    expect(sheet).toContain('.anticon{display:inline-flex;');
    expect(sheet).toContain('.anticon >*{line-height:1;}');
  });

  it('is replaced by a module with the same exports and the same path hash', () => {
    const original = readFileSync(REGISTER, 'utf8');
    expect(exportNames(loader.STUB)).toEqual(exportNames(original));
    const hashBody = 'return hash(`${path.join(\'%\')}${styleStr}`);';
    expect(original).toContain(hashBody);
    expect(loader.STUB).toContain(hashBody);
  });

  it("is matched by the bundler rule at the engine's path only", async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rule = config.turbopack.rules['*.js']!.find((r) => r.loaders.some((l) => l.endsWith('no-style-register-loader.cjs')))!;
    expect(rule.condition.path.test(REGISTER)).toBe(true);
    expect(rule.condition.path.test(path.join(root, 'node_modules/@ant-design/cssinjs/es/hooks/useCSSVarRegister.js'))).toBe(false);
  });
});
