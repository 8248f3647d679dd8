import { createRequire } from 'node:module';
import { ANTD_STATIC_CSS_VAR_KEY } from './app-theme';
import { cssBlocks } from './css-blocks';
import { brandVariables, readAntdStaticCss } from './theme-overrides';

/**
 * Builds the antd stylesheets the app ships instead of the whole antd/dist/antd.css (about 105 KB
 * gzipped on every signed-in page): the base sheet holds the components the app uses, less a few
 * large ones that only some lazily loaded parts show; those get a sheet of their own, imported by
 * the files that use the component, so they load with that code.
 * Node only: the unit test keeps the committed files in step with antd and these lists.
 */

/** antd components the app does not use, by export name, with the class prefix their styles carry. */
export const UNUSED_ANTD_COMPONENTS: Readonly<Record<string, string>> = {
  Affix: 'affix',
  Anchor: 'anchor',
  Breadcrumb: 'breadcrumb',
  Carousel: 'carousel',
  ColorPicker: 'color',
  Divider: 'divider',
  Flex: 'flex',
  FloatButton: 'float',
  Masonry: 'masonry',
  Mentions: 'mentions',
  notification: 'notification',
  QRCode: 'qrcode',
  Rate: 'rate',
  Segmented: 'segmented',
  Slider: 'slider',
  Splitter: 'splitter',
  Statistic: 'statistic',
  Tour: 'tour',
  Transfer: 'transfer',
};

/** Class prefixes of parts no antd component the app uses renders (Badge.Ribbon, Input.OTP, the virtual list). */
const UNUSED_PARTS = ['ribbon', 'otp', 'listy'];

/**
 * Components whose styles load with the code that shows them: a file importing one of these
 * from antd imports the group's sheet (`import '@/components/providers/theme/antd-<group>.css'`).
 */
export const SPLIT_ANTD_GROUPS: Readonly<Record<string, { components: readonly string[]; prefixes: readonly string[] }>> = {
  picker: { components: ['DatePicker', 'TimePicker', 'Calendar'], prefixes: ['picker'] },
  tree: { components: ['Tree', 'TreeSelect'], prefixes: ['tree'] },
  upload: { components: ['Upload', 'Progress'], prefixes: ['upload', 'progress'] },
  cascader: { components: ['Cascader'], prefixes: ['cascader'] },
  image: { components: ['Image'], prefixes: ['image'] },
  descriptions: { components: ['Descriptions'], prefixes: ['descriptions'] },
  collapse: { components: ['Collapse'], prefixes: ['collapse'] },
  result: { components: ['Result'], prefixes: ['result'] },
  alert: { components: ['Alert'], prefixes: ['alert'] },
  list: { components: ['List'], prefixes: ['list'] },
  switch: { components: ['Switch'], prefixes: ['switch'] },
  card: { components: ['Card'], prefixes: ['card'] },
  drawer: { components: ['Drawer'], prefixes: ['drawer'] },
  // The shell's strip of visited pages is not antd's Tabs: tabs are styled where a page or a drawer has them.
  tabs: { components: ['Tabs'], prefixes: ['tabs'] },
  // List pages filter without antd's Form: its styles come with the first dialog or page that has a form.
  form: { components: ['Form'], prefixes: ['form'] },
  'input-number': { components: ['InputNumber'], prefixes: ['input-number'] },
  // antd 6 draws a Timeline with its Steps: both need the steps' rules.
  steps: { components: ['Steps', 'Timeline'], prefixes: ['steps', 'timeline'] },
};

/** Grid columns' offset, push, pull and order classes: the app's columns set spans only (the test checks). */
export const UNUSED_GRID_CLASS = /\.ant-col-(?:[a-z]+-)?(?:offset|push|pull|order)-\d+(?![\w-])/;

/**
 * Selectors no page can match: variable blocks scoped to the keys antd's own extraction gave nested
 * providers (ours all carry ANTD_STATIC_CSS_VAR_KEY: a nested provider inherits it), and the marker
 * rule the style engine reads its cache from, which zero-runtime styles never do.
 */
function unreachable(selector: string): boolean {
  const key = selector.match(/\.(css-var-[\w-]+)/)?.[1];
  if (key !== undefined && key !== ANTD_STATIC_CSS_VAR_KEY) return true;
  return selector.includes('data-ant-cssinjs-cache-path');
}

export const BASE_SHEET = 'antd-base.css';
export const groupSheet = (group: string) => `antd-${group}.css`;

const ANT_CLASS = /\.ant-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** Group prefixes of more than one word (input-number), which their first word alone would misfile. */
const LONG_PREFIXES = Object.values(SPLIT_ANTD_GROUPS)
  .flatMap(({ prefixes }) => prefixes)
  .filter((prefix) => prefix.includes('-'));

/**
 * The component a class belongs to: its first word after `ant-` (ant-picker-dropdown -> picker),
 * or a longer group prefix it starts with (ant-input-number-handler -> input-number).
 */
function componentsOf(selector: string): string[] {
  return [...selector.matchAll(ANT_CLASS)].map(([, name]) => {
    const long = LONG_PREFIXES.find((prefix) => name === prefix || name!.startsWith(`${prefix}-`));
    return long ?? name!.split('-')[0]!;
  });
}

/** A selector list split at its top-level commas (not those inside :is(), :where() or attribute brackets). */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/**
 * The rules of `css` whose selectors can match with the `shipped` components on the page and
 * that belong to `wanted` (a selector naming an unshipped component can never match: it goes).
 */
function pick(css: string, shipped: (name: string) => boolean, wanted: (names: string[]) => boolean): string {
  let out = '';
  for (const { head, body } of cssBlocks(css).blocks) {
    const at = head.trim();
    if (/^@(media|supports|container|layer)\b/.test(at)) {
      const inner = pick(body, shipped, wanted);
      if (inner) out += `${head}{${inner}}`;
    } else if (at.startsWith('@')) {
      // Keyframes and the like are shared by every component: the base sheet carries them.
      if (wanted([])) out += `${head}{${body}}`;
    } else {
      const kept = selectors(head).filter((s) => {
        if (UNUSED_GRID_CLASS.test(s) || unreachable(s)) return false;
        const names = componentsOf(s);
        return names.every(shipped) && wanted(names);
      });
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/** Every sheet the app ships, by file name, in our brand colours. */
export function antdStylesheets(staticCss: string = readAntdStaticCss()): Record<string, string> {
  const unused = new Set([...Object.values(UNUSED_ANTD_COMPONENTS), ...UNUSED_PARTS]);
  const groupOf = new Map(Object.entries(SPLIT_ANTD_GROUPS).flatMap(([group, { prefixes }]) => prefixes.map((p) => [p, group] as const)));
  const notUnused = (name: string) => !unused.has(name);
  const sheets: Record<string, string> = {};

  const base = pick(staticCss, (name) => notUnused(name) && !groupOf.has(name), () => true);
  sheets[BASE_SHEET] = sheetText(base);
  for (const group of Object.keys(SPLIT_ANTD_GROUPS)) {
    // A group's rules may also name base components (.ant-form-item .ant-picker), never another group's.
    const css = pick(
      staticCss,
      (name) => notUnused(name) && (!groupOf.has(name) || groupOf.get(name) === group),
      (names) => names.some((name) => groupOf.get(name) === group),
    );
    sheets[groupSheet(group)] = sheetText(css);
  }
  return sheets;
}

/** The installed antd's version: each sheet names the release it was generated from (tools/third-party-patches.ts). */
function antdVersion(): string {
  return (createRequire(import.meta.url)('antd/package.json') as { version: string }).version;
}

function sheetText(css: string): string {
  return [
    `/* Generated by components/providers/theme/antd-stylesheets.ts from antd@${antdVersion()} (dist/antd.css) and app-theme.ts. */`,
    '/* Regenerate: UPDATE_THEME_CSS=1 npx vitest run --project unit tests/unit/antd-theme-css.test.ts */',
    brandVariables(css),
    '',
  ].join('\n');
}
