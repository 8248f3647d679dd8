import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdStylesheets, BASE_SHEET, groupSheet, SPLIT_ANTD_GROUPS, UNUSED_ANTD_COMPONENTS } from '@/components/providers/theme/antd-stylesheets';
import { ANTD_STATIC_CSS_VAR_KEY } from '@/components/providers/theme/app-theme';
import { readAntdStaticCss } from '@/components/providers/theme/theme-overrides';
import { appSources } from '../support/app-sources';

const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'components/providers/theme');

/** Every source file of the pages and components, with the antd components it imports by name. */
function antdImports(): { file: string; text: string; names: string[] }[] {
  return appSources().map(({ file, text }) => {
    const names = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap((m) =>
      m[1]!.split(',').map((n) => n.trim().replace(/^type\s+.*/, '').split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    return { file, text, names };
  });
}

describe('zero-runtime antd theme', () => {
  it('scopes our components to the variable class the static stylesheet defines', () => {
    // An antd upgrade that renames this class would leave every component without its variables.
    expect(readAntdStaticCss()).toContain(`.${ANTD_STATIC_CSS_VAR_KEY}{`);
  });

  it('keeps the committed antd stylesheets in step with antd, the brand tokens and the lists', () => {
    const sheets = antdStylesheets();
    for (const [name, css] of Object.entries(sheets)) {
      const file = path.join(themeDir, name);
      if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(file, css);
      expect(readFileSync(file, 'utf8'), name).toBe(css);
    }
    expect(sheets[BASE_SHEET]).toContain('--ant-color-primary:#1f5fbf');
    expect(sheets[BASE_SHEET]).toContain('.ant-btn');
    expect(sheets[BASE_SHEET]).not.toContain('.ant-picker-dropdown');
    expect(sheets[groupSheet('picker')]).toContain('.ant-picker-dropdown');
    expect(sheets[BASE_SHEET]).not.toContain('.ant-steps');
    // Group prefixes of two words are told apart from their first word's component.
    expect(sheets[BASE_SHEET]).not.toContain('.ant-input-number');
    expect(sheets[BASE_SHEET]).toContain('.ant-input-affix-wrapper');
    expect(sheets[groupSheet('input-number')]).toContain('.ant-input-number-action');
    // Only the variable class our provider carries, and no style-engine cache marker.
    expect(sheets[BASE_SHEET]!.match(/\.css-var-[\w-]+/g)!.every((key) => key === `.${ANTD_STATIC_CSS_VAR_KEY}`)).toBe(true);
    expect(sheets[BASE_SHEET]).not.toContain('cssinjs-cache-path');
  }, 60_000);

  it('ships the styles of every antd component the app imports', () => {
    const unused = antdImports().flatMap(({ file, names }) => names.filter((n) => n in UNUSED_ANTD_COMPONENTS).map((n) => `${file}: ${n}`));
    // A component listed as unused has no styles on the page: take it off the list to use it.
    expect(unused).toEqual([]);
  });

  it('uses no style the generator leaves out', () => {
    const sources = antdImports();
    // Grid columns: spans only (offset, push, pull and order classes are not shipped).
    expect(sources.filter(({ text }) => /<Col\b[^>]*\b(offset|push|pull|order)=/.test(text)).map((s) => s.file)).toEqual([]);
    // Notifications are not shipped either: toasts go through message (useFeedback offers no other).
    expect(sources.filter(({ text }) => /import\s*\{[^}]*\bnotification\b[^}]*\}\s*from 'antd'/.test(text)).map((s) => s.file)).toEqual([]);
  });

  it('has each file that imports a split-off component load that component’s sheet', () => {
    const missing = antdImports().flatMap(({ file, text, names }) =>
      Object.entries(SPLIT_ANTD_GROUPS)
        .filter(([, { components }]) => names.some((n) => components.includes(n)))
        .filter(([group]) => !text.includes(`import '@/components/providers/theme/${groupSheet(group)}';`))
        .map(([group]) => `${file}: ${groupSheet(group)}`),
    );
    expect(missing).toEqual([]);
    // A split-off component reached by its antd path would bypass the check above.
    const byPath = antdImports().filter(({ text }) => /['"]antd\/(es|lib)\/(drawer|input-number|date-picker|tree|upload|cascader|image|card|steps)['"]/.test(text));
    expect(byPath.map(({ file }) => file)).toEqual([]);
  });
});
