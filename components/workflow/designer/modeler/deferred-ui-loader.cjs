/**
 * Build-time loader for the three diagram-js modules that draw with preact: the popup menu, the
 * hover tooltip and the palette's tooltips. Their imports of diagram-js's UI module (preact and htm)
 * and of the components they draw are replaced by the stand-ins of deferred-ui.ts, so that code
 * loads when a menu or a tooltip is first shown rather than with the designer.
 * A line diagram-js moves or renames is left as it is; tests/unit/workflow/designer/deferred-ui.test.ts says so.
 * Made for diagram-js@15.28.1; tools/third-party-patches.ts says what to check when diagram-js moves on.
 */
const path = require('node:path');

const DEFERRED_UI = path.join(__dirname, 'deferred-ui.ts');

const UI = "() => import('../../ui/index.js')";

const REWRITES = [
  {
    file: /[\\/]diagram-js[\\/]lib[\\/]features[\\/]popup-menu[\\/]PopupMenu\.js$/,
    changes: [
      { from: "import {\n  render,\n  html\n} from '../../ui/index.js';", to: `const { render, html } = deferredUi(${UI});` },
      { from: "import PopupMenuComponent from './PopupMenuComponent.js';", to: "const PopupMenuComponent = deferredComponent(() => import('./PopupMenuComponent.js'));" },
    ],
  },
  {
    file: /[\\/]diagram-js[\\/]lib[\\/]features[\\/]hover-tooltip[\\/]HoverTooltip\.js$/,
    changes: [{ from: "import {\n  html,\n  render\n} from '../../ui/index.js';", to: `const { html, render } = deferredUi(${UI});` }],
  },
  {
    file: /[\\/]diagram-js[\\/]lib[\\/]features[\\/]palette[\\/]PaletteTooltip\.js$/,
    changes: [
      { from: "import { html } from '../../ui/index.js';", to: `const { html } = deferredUi(${UI});` },
      { from: "import PaletteTooltipComponent from './PaletteTooltipComponent.js';", to: "const PaletteTooltipComponent = deferredComponent(() => import('./PaletteTooltipComponent.js'));" },
    ],
  },
];

/** The stand-ins' module as the rewritten one imports it: a path relative to it. */
function importOfDeferredUi(resourcePath) {
  const relative = path.relative(path.dirname(path.resolve(resourcePath)), DEFERRED_UI).split(path.sep).join('/');
  return `import { deferredComponent, deferredUi } from '${relative.startsWith('.') ? relative : `./${relative}`}';\n`;
}

/** The module's source with its changes applied, when every line they replace is found. */
function rewrite(source, resourcePath) {
  const rewriteOf = REWRITES.find((r) => r.file.test(resourcePath));
  if (!rewriteOf || !rewriteOf.changes.every((change) => source.includes(change.from))) return source;
  const changed = rewriteOf.changes.reduce((text, change) => text.replace(change.from, change.to), source);
  return importOfDeferredUi(resourcePath) + changed;
}

function deferredUiLoader(source) {
  return rewrite(source, this.resourcePath);
}

module.exports = deferredUiLoader;
module.exports.REWRITES = REWRITES;
module.exports.rewrite = rewrite;
