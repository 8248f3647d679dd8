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
 * A line antd moves or renames is left as it is; tests/unit/antd-import-rewrites.test.ts says so.
 */

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
];

/** The module's source with its rewrite applied (a loader's `this` names the module). */
function rewrite(source, resourcePath) {
  const change = REWRITES.find((r) => r.file.test(resourcePath));
  return change ? source.replace(change.from, change.to) : source;
}

function antdImportRewritesLoader(source) {
  return rewrite(source, this.resourcePath);
}

module.exports = antdImportRewritesLoader;
module.exports.REWRITES = REWRITES;
module.exports.rewrite = rewrite;
