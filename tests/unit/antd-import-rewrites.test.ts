import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface JsRule { condition: { path: RegExp }; loaders: string[] }
interface Rewrite { file: RegExp; from: string; to: string | ((resourcePath: string) => string) }

const root = path.resolve(__dirname, '../..');
const load = createRequire(import.meta.url);
const loader = load(path.join(root, 'components/providers/theme/antd-import-rewrites-loader.cjs')) as {
  REWRITES: Rewrite[];
  rewrite(source: string, file: string): string;
  replacementOf(change: Rewrite, file: string): string;
};
const antd = (file: string) => path.join(root, 'node_modules/antd/es', file);
const RADIO_GROUP = antd('radio/group.js');
const INPUT = antd('input/Input.js');
const TYPOGRAPHY = antd('typography/Base/index.js');
const TABLE = antd('table/InternalTable.js');
const SELECTION = antd('table/hooks/useSelection.js');
const PAGINATION = antd('pagination/Pagination.js');
const SORTER = antd('table/hooks/useSorter.js');
const CONFIG_PROVIDER = antd('config-provider/index.js');
const STYLE_UTILS = antd('theme/util/genStyleUtils.js');
const REWRITTEN = [RADIO_GROUP, INPUT, TYPOGRAPHY, TABLE, SELECTION, PAGINATION, SORTER, CONFIG_PROVIDER, STYLE_UTILS];

describe('antd modules with narrower imports', () => {
  it("finds each import it replaces in antd's module, and changes nothing else", () => {
    for (const file of REWRITTEN) {
      const source = readFileSync(file, 'utf8');
      const changes = loader.REWRITES.filter((r) => r.file.test(file));
      expect(changes.length, file).toBeGreaterThan(0);
      // antd moved or renamed the import: what it brought is back on every list page until the rewrite follows.
      for (const change of changes) expect(source, file).toContain(change.from);
      const rewritten = loader.rewrite(source, file);
      for (const change of changes) expect(rewritten).not.toContain(change.from);
      const restored = changes.reduce((text, change) => text.replace(loader.replacementOf(change, file), change.from), rewritten);
      expect(restored).toBe(source);
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
    for (const file of [TYPOGRAPHY, TABLE, SELECTION]) expect(readFileSync(file, 'utf8'), file).toContain("import * as React from 'react';");
    expect(readFileSync(antd('typography/Editable.js'), 'utf8')).toContain('export default Editable;');
    expect(readFileSync(antd('table/RcTable/VirtualTable.js'), 'utf8')).toContain('export default RcVirtualTable;');
    expect(readFileSync(TYPOGRAPHY, 'utf8')).toContain('React.createElement(Editable, {');
    expect(readFileSync(TABLE, 'utf8')).toContain('const TableComponent = virtual ? RcVirtualTable : RcTable;');
    expect(readFileSync(antd('dropdown/index.js'), 'utf8')).toContain('export default Dropdown;');
    // The selection column draws its drop-down only for the `selections` option.
    expect(readFileSync(SELECTION, 'utf8')).toMatch(/if \(mergedSelections\)[\s\S]*?React\.createElement\(Dropdown,/);
  });

  it("inlines the selection column's array helpers exactly as the tree package defines them", () => {
    const util = readFileSync(path.join(root, 'node_modules/@rc-component/tree/es/util.js'), 'utf8');
    const body = (source: string, name: string) => source.match(new RegExp(`function ${name}\\(list, value\\) \\{([\\s\\S]*?)\\n\\}`))![1]!.replace(/\s+|[{}]/g, '');
    const inlined = loader.replacementOf(loader.REWRITES.find((r) => r.file.test(SELECTION))!, SELECTION);
    for (const name of ['arrAdd', 'arrDel']) expect(body(inlined, name), name).toBe(body(util, name));
    // antd still defaults to the strict check, so the cascade stays out unless a table asks for it.
    expect(readFileSync(SELECTION, 'utf8')).toContain('checkStrictly = true');
  });

  it('finds no table selection that cascades its check (checkStrictly: false) in the app', () => {
    const sources = execFileSync('git', ['ls-files', 'app', 'components', 'lib'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => /\.tsx?$/.test(f));
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text, file).not.toMatch(/checkStrictly\s*(?::|=)\s*\{?\s*false/);
      // A strict check named inside a table's selection would still be a choice made there: keep them apart.
      if (/rowSelection/.test(text)) expect(text, file).not.toContain('checkStrictly');
    }
  });

  it("gives the pagination the app's lazily loaded Select, by a path that leads to it from antd's module", () => {
    const rewritten = loader.rewrite(readFileSync(PAGINATION, 'utf8'), PAGINATION);
    const target = rewritten.match(/import \{ LazySelect as Select \} from '([^']+)';/)![1]!;
    const lazySelect = path.resolve(path.dirname(PAGINATION), target);
    expect(readFileSync(lazySelect, 'utf8')).toContain('export function LazySelect');
    // The size changer is antd's Select element by that name, which the rewritten import now names.
    expect(rewritten).toContain('const SizeChanger = selectComponentClass || Select;');
  });

  it("gives the sortable columns the app's lazily loaded Tooltip, around the element antd hands it", () => {
    const rewritten = loader.rewrite(readFileSync(SORTER, 'utf8'), SORTER);
    const target = rewritten.match(/import \{ LazyTooltip as Tooltip \} from '([^']+)';/)![1]!;
    expect(readFileSync(path.resolve(path.dirname(SORTER), target), 'utf8')).toContain('export const LazyTooltip');
    // The lazy tooltip takes one element to stand in for: antd hands it the sort title or the sorter icon.
    expect(rewritten).toMatch(/React\.createElement\(Tooltip, \{\s*\.\.\.tooltipProps\s*\}, (renderSortTitle|sorter)\)/);
  });

  it("gives the selection column's bulk-choice menu the app's lazily loaded Dropdown, by a path that leads to it", () => {
    const rewritten = loader.rewrite(readFileSync(SELECTION, 'utf8'), SELECTION);
    const target = rewritten.match(/import \{ LazyDropdown as Dropdown \} from '([^']+)';/)![1]!;
    expect(readFileSync(path.resolve(path.dirname(SELECTION), target), 'utf8')).toContain('export const LazyDropdown');
  });

  it("leaves the tooltips' shared popup out only because no config provider asks for it", () => {
    // antd renders it only for tooltip.unique; the app's one provider passes no tooltip settings.
    expect(readFileSync(CONFIG_PROVIDER, 'utf8')).toMatch(/if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider, null, childNode\);/);
    const providers = execFileSync('git', ['grep', '-l', '<ConfigProvider', '--', 'app', 'components'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    for (const file of providers) expect(readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(/\btooltip[=:]/);
  });

  it('makes the style hooks the zero-runtime stubs make: class names only', () => {
    const styleLoader = load(path.join(root, 'components/providers/theme/zero-runtime-style-loader.cjs')) as { stubFor(source: string): string };
    const stub = styleLoader.stubFor('export default genStyleHooks(');
    const generators = loader.replacementOf(loader.REWRITES.find((r) => r.file.test(STYLE_UTILS))!, STYLE_UTILS);
    // The same variable class of the nearest theme, and an empty hash, as a stubbed style module answers.
    const cssVarClass = "useContext(DesignTokenContext).cssVar?.key ?? 'css-var-root'";
    expect(stub).toContain(cssVarClass);
    expect(generators).toContain(`['', ${cssVarClass}]`);
    expect(stub).toContain("const useClassHook = () => '';");
    expect(generators).toContain("genComponentStyleHook: () => () => ''");
    expect(stub).toContain('const SubStyle = () => null;');
    expect(generators).toContain('genSubStyleComponent: () => () => null');
    // antd builds exactly those three generators from the package, in a module that imports useContext.
    const source = readFileSync(STYLE_UTILS, 'utf8');
    expect(source).toMatch(/export const \{\s*genStyleHooks,\s*genComponentStyleHook,\s*genSubStyleComponent\s*\} = genStyleUtils\(\{/);
    expect(source).toContain("import { useContext } from 'react';");
    expect(readFileSync(antd('theme/context.js'), 'utf8')).toMatch(/export const DesignTokenContext\b/);
  });

  it('is matched by the bundler rule at those modules\' paths only', async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rule = config.turbopack.rules['*.js']!.find((r) => r.loaders.some((l) => l.endsWith('antd-import-rewrites-loader.cjs')))!;
    for (const file of REWRITTEN) expect(rule.condition.path.test(file), file).toBe(true);
    for (const other of ['radio/radio.js', 'checkbox/Group.js', 'input/TextArea.js', 'input/index.js', 'typography/Editable.js', 'table/Table.js', 'table/RcTable/VirtualTable.js', 'table/hooks/useFilter/index.js', 'pagination/index.js', 'config-provider/context.js', 'theme/util/genPresetColor.js']) {
      expect(rule.condition.path.test(antd(other)), other).toBe(false);
    }
  });
});
