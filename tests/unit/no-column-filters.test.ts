import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appSources } from '../support/app-sources';

interface JsRule { condition: { path: RegExp }; loaders: string[] }

const root = path.resolve(__dirname, '../..');
// The loaders are plain CommonJS, as the bundler runs them.
const load = createRequire(import.meta.url);
const loader = load(path.join(root, 'components/providers/theme/no-column-filter-loader.cjs')) as { STUB: string };
/** The names a module exports, as the style loader reads them. */
const { exportsOf } = load(path.join(root, 'components/providers/theme/zero-runtime-style-loader.cjs')) as { exportsOf: (source: string) => [string, string][] };
const exportNames = (source: string) => exportsOf(source).map(([name]) => name).sort();
const ANTD_DROPDOWN = path.join(root, 'node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js');

describe("antd's column filter dropdown, left out of the bundle", () => {
  it('is not needed: no table column of the app declares filters', () => {
    const uses = appSources().filter(({ text }) => /\b(filterDropdown|onFilter|filteredValue|filterMode|filterSearch)\b|\bfilters:\s*\[/.test(text)).map((s) => s.file);
    // A column filter would show only its title: filter lists through the filter bar, or drop the loader rule.
    expect(uses).toEqual([]);
  });

  it('is replaced by a module with the same exports, whose helper flattens like antd', async () => {
    expect(existsSync(ANTD_DROPDOWN)).toBe(true);
    expect(exportNames(loader.STUB)).toEqual(exportNames(readFileSync(ANTD_DROPDOWN, 'utf8')));
    const stub = (await import(`data:text/javascript,${encodeURIComponent(loader.STUB.replace("import * as React from 'react';", 'const React = {};'))}`)) as { flattenKeys(f: unknown[]): unknown[] };
    expect(stub.flattenKeys([{ value: 'a', children: [{ value: 'b', children: [{ value: 'c' }] }] }, { value: 'd' }])).toEqual(['a', 'b', 'c', 'd']);
  });

  it("is matched by the bundler rule at antd's path", async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rules = config.turbopack.rules['*.js']!;
    const rule = rules.find((r) => r.loaders.some((l) => l.endsWith('no-column-filter-loader.cjs')))!;
    expect(rule.condition.path.test(ANTD_DROPDOWN)).toBe(true);
    expect(rule.condition.path.test(path.join(root, 'node_modules/antd/es/table/hooks/useFilter/index.js'))).toBe(false);
  });
});
