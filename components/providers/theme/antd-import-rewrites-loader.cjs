/**
 * Build-time loader for a few antd modules whose imports bring far more than they use.
 *
 * Each rewrite names one module and one import line in it, and what takes its place:
 * - the radio group (antd/es/radio/group.js) names its radios after the form field around it with
 *   one small helper from antd's form hooks, and with them the whole form store. Every table has the
 *   group (its selection column imports the radio package), so the store would come with every list.
 *   The helper itself takes the import's place: the same function, over antd's own toArray.
 * - the input (antd/es/input/Input.js) takes the plain input from the input package's index, which
 *   also loads the text area and its auto-sizing. It imports the plain input's own module instead.
 * - typography (antd/es/typography/Base/index.js) imports its in-place editor, and with it the text
 *   area, for every Typography.Text and Title; the editor only shows while a text with `editable` is
 *   being edited, which no page does. It loads when first shown instead.
 * - the table (antd/es/table/InternalTable.js) imports the virtual table for its `virtual` option,
 *   which no list sets. It loads when a table first asks for it instead.
 * - the table's selection column (antd/es/table/hooks/useSelection.js) imports the tree helpers that
 *   cascade a check through nested rows; they run only under `checkStrictly: false`, which no table
 *   sets (tests/unit/antd-import-rewrites.test.ts looks). The two array helpers it always uses are
 *   inlined, as the tree package defines them; the cascade says what to undo if a table ever asks.
 *   Its drop-down of bulk choices (`selections`, which no table offers either) is the app's LazyDropdown.
 * - the pagination (antd/es/pagination/Pagination.js) imports the Select for its page-size changer,
 *   and with it the select and virtual-list packages on every list. It takes the app's LazySelect
 *   instead (components/widgets/select), which draws the closed Select and fetches antd's on first use.
 * - the table's sorting (antd/es/table/hooks/useSorter.js) imports the Tooltip for its sort hints,
 *   and with it the trigger package on every list. It takes the app's LazyTooltip instead.
 * - the config provider (antd/es/config-provider/index.js) imports the tooltips' shared popup for
 *   its `tooltip.unique` option, and with it the trigger package on every page; the app never sets
 *   it (tests/unit/antd-import-rewrites.test.ts looks), and says what to undo if it ever does.
 * - the style hook generators (antd/es/theme/util/genStyleUtils.js) build every component's style
 *   hook with the style utilities package. Under zero-runtime styles a hook answers only class names
 *   (see zero-runtime-style-loader.cjs, whose stubs answer the same): the generators make such
 *   hooks for the style modules that keep their code (progress, carousel, the button's wave).
 * A line antd moves or renames is left as it is; tests/unit/antd-import-rewrites.test.ts says so.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */

const path = require('node:path');

const PROJECT_ROOT = path.resolve(__dirname, '../../..');

const REWRITES = [
  {
    file: /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    from: "import { toNamePathStr } from '../form/hooks/useForm';",
    to: `import { toArray as toNamePath } from '../form/util';
function toNamePathStr(name) {
  return toNamePath(name).join('_');
}`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]input[\\/]Input\.js$/,
    from: "import RcInput from '@rc-component/input';",
    to: "import RcInput from '@rc-component/input/es/Input';",
  },
  {
    file: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    from: "import Editable from '../Editable';",
    to: `const LazyEditable = React.lazy(() => import('../Editable'));
function Editable(props) {
  return React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyEditable, props));
}`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    from: "import RcVirtualTable from './RcTable/VirtualTable';",
    to: `const LazyVirtualTable = React.lazy(() => import('./RcTable/VirtualTable'));
function RcVirtualTable(props) {
  return React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyVirtualTable, props));
}`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    from: "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';",
    to: `function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
function conductCheck() {
  throw new Error('A table selection with checkStrictly: false needs the tree helpers: drop the useSelection rewrite in antd-import-rewrites-loader.cjs');
}
const convertDataToEntities = conductCheck;`,
  },
  {
    // The same column's menu of bulk choices (`selections`), which no table offers: the app's LazyDropdown, fetched if one is ever reached.
    file: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    from: "import Dropdown from '../../dropdown';",
    to: (resourcePath) => `import { LazyDropdown as Dropdown } from '${importFrom(resourcePath, 'components/widgets/LazyDropdown.tsx')}';`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
    from: "import Select from '../select';",
    to: (resourcePath) => `import { LazySelect as Select } from '${importFrom(resourcePath, 'components/widgets/select/LazySelect.tsx')}';`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    from: "import UniqueProvider from '../tooltip/UniqueProvider';",
    to: `function UniqueProvider() {
  throw new Error('ConfigProvider tooltip.unique needs the tooltip UniqueProvider: drop its rewrite in antd-import-rewrites-loader.cjs');
}`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/,
    from: "import { genStyleUtils } from '@ant-design/cssinjs-utils';",
    to: `import { DesignTokenContext } from '../context';
function genStyleUtils() {
  const useStyleHook = () => ['', useContext(DesignTokenContext).cssVar?.key ?? 'css-var-root'];
  return { genStyleHooks: () => useStyleHook, genComponentStyleHook: () => () => '', genSubStyleComponent: () => () => null };
}`,
  },
  {
    file: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSorter\.js$/,
    from: "import Tooltip from '../../tooltip';",
    to: (resourcePath) => `import { LazyTooltip as Tooltip } from '${importFrom(resourcePath, 'components/widgets/LazyTooltip.tsx')}';`,
  },
];

/** An import of the app's module `target` (a path from the project's root) as `resourcePath` would write it. */
function importFrom(resourcePath, target) {
  const relative = path.relative(path.dirname(path.resolve(resourcePath)), path.join(PROJECT_ROOT, target)).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** What takes the import's place in the module at `resourcePath`. */
function replacementOf(change, resourcePath) {
  return typeof change.to === 'function' ? change.to(resourcePath) : change.to;
}

/** The module's source with its rewrites applied (a loader's `this` names the module). */
function rewrite(source, resourcePath) {
  return REWRITES.filter((r) => r.file.test(resourcePath)).reduce((text, change) => text.replace(change.from, replacementOf(change, resourcePath)), source);
}

function antdImportRewritesLoader(source) {
  return rewrite(source, this.resourcePath);
}

module.exports = antdImportRewritesLoader;
module.exports.REWRITES = REWRITES;
module.exports.rewrite = rewrite;
module.exports.replacementOf = replacementOf;
