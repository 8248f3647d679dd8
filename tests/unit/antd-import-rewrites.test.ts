import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface JsRule { condition: { path: RegExp }; loaders: string[] }
interface Rewrite { file: RegExp; from: string; to: string }

const root = path.resolve(__dirname, '../..');
const load = createRequire(import.meta.url);
const loader = load(path.join(root, 'components/providers/theme/antd-import-rewrites-loader.cjs')) as { REWRITES: Rewrite[]; rewrite(source: string, file: string): string };
const antd = (file: string) => path.join(root, 'node_modules/antd/es', file);
const RADIO_GROUP = antd('radio/group.js');
const INPUT = antd('input/Input.js');
const TYPOGRAPHY = antd('typography/Base/index.js');
const TABLE = antd('table/InternalTable.js');
const REWRITTEN = [RADIO_GROUP, INPUT, TYPOGRAPHY, TABLE];

describe('antd modules with narrower imports', () => {
  it("finds each import it replaces in antd's module, and changes nothing else", () => {
    for (const file of REWRITTEN) {
      const source = readFileSync(file, 'utf8');
      const change = loader.REWRITES.find((r) => r.file.test(file))!;
      // antd moved or renamed the import: what it brought is back on every list page until the rewrite follows.
      expect(source, file).toContain(change.from);
      const rewritten = loader.rewrite(source, file);
      expect(rewritten).not.toContain(change.from);
      expect(rewritten.replace(change.to, change.from)).toBe(source);
    }
  });

  it("inlines the radio group's helper exactly as antd's form hooks define it", () => {
    const hooks = readFileSync(antd('form/hooks/useForm.js'), 'utf8');
    expect(hooks).toMatch(/export function toNamePathStr\(name\) \{\s*const namePath = toArray\(name\);\s*return namePath\.join\('_'\);\s*\}/);
    expect(hooks).toContain("import { getFieldId, toArray } from '../util';");
  });

  it('points the input at the module the package index takes its default export from', () => {
    const index = readFileSync(path.join(root, 'node_modules/@rc-component/input/es/index.js'), 'utf8');
    expect(index).toContain('import Input from "./Input";');
    expect(index).toContain('export default Input;');
  });

  it('loads the typography editor and the virtual table where antd renders them, through React.lazy', () => {
    // The rewrites name React as the module imports it, and the default exports they load lazily.
    for (const file of [TYPOGRAPHY, TABLE]) expect(readFileSync(file, 'utf8'), file).toContain("import * as React from 'react';");
    expect(readFileSync(antd('typography/Editable.js'), 'utf8')).toContain('export default Editable;');
    expect(readFileSync(antd('table/RcTable/VirtualTable.js'), 'utf8')).toContain('export default RcVirtualTable;');
    expect(readFileSync(TYPOGRAPHY, 'utf8')).toContain('React.createElement(Editable, {');
    expect(readFileSync(TABLE, 'utf8')).toContain('const TableComponent = virtual ? RcVirtualTable : RcTable;');
  });

  it('is matched by the bundler rule at those modules\' paths only', async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rule = config.turbopack.rules['*.js']!.find((r) => r.loaders.some((l) => l.endsWith('antd-import-rewrites-loader.cjs')))!;
    for (const file of REWRITTEN) expect(rule.condition.path.test(file), file).toBe(true);
    for (const other of ['radio/radio.js', 'checkbox/Group.js', 'input/TextArea.js', 'input/index.js', 'typography/Editable.js', 'table/Table.js', 'table/RcTable/VirtualTable.js']) {
      expect(rule.condition.path.test(antd(other)), other).toBe(false);
    }
  });
});
