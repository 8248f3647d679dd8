/**
 * Build-time loader for antd's per-component style modules (antd/es/<component>/style/*.js).
 *
 * The app themes antd with zero-runtime styles (app-theme.ts): every rule and every design-token
 * variable comes from the static sheets next to this file. antd still bundles, with each component,
 * the code that would generate those styles in the browser, and its hooks still compute each
 * component's tokens and inject them as a <style> the static sheet already holds. This loader
 * replaces such a module with what a component needs from it under zero runtime: the class names.
 *
 * - a style hook (genStyleHooks) answers [hashId, cssVarClass]: '' (the theme is not hashed) and
 *   the variable class of the nearest theme, exactly what antd's hook answers with zeroRuntime;
 * - a single-class hook (genComponentStyleHook) answers the hashId: '';
 * - a style component (genSubStyleComponent) renders nothing, as it does with zeroRuntime.
 * Any other export (style functions, token preparers) is only ever read by other style modules.
 *
 * Modules exporting values the components read at run time keep their code (KEEP below), and the
 * unit test antd-zero-runtime-style checks every stubbed module fits one of the shapes above.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */

/** Style modules whose exports are read by component code, not only by other style modules. */
const KEEP = [/[\\/]progress[\\/]style[\\/]/, /[\\/]carousel[\\/]style[\\/]/];

const REEXPORT = /export\s*(?:\*|\{[^}]*\})\s*from\b/;

const HOOK = /export\s+(default|const\s+(\w+)\s*=)\s*genStyleHooks\(/g;
const CLASS_HOOK = /export\s+(default|const\s+(\w+)\s*=)\s*genComponentStyleHook\(/g;
const SUB_STYLE = /export\s+(default|const\s+(\w+)\s*=)\s*genSubStyleComponent\(/g;

/** The names a module exports, default included, each with what the stub gives for it. */
function exportsOf(source) {
  const shaped = new Map();
  for (const [pattern, shape] of [
    [HOOK, 'useStyleHook'],
    [CLASS_HOOK, 'useClassHook'],
    [SUB_STYLE, 'SubStyle'],
  ]) {
    for (const match of source.matchAll(pattern)) shaped.set(match[2] ?? 'default', shape);
  }
  // A default export wrapping genStyleHooks (menu, tooltip, tree-select) answers what the hook does.
  if (!shaped.has('default') && /export\s+default\s+(?:function\b|\()/.test(source) && source.includes('genStyleHooks(')) {
    shaped.set('default', 'useStyleHook');
  }
  const names = new Set();
  if (/export\s+default\b/.test(source)) names.add('default');
  for (const match of source.matchAll(/export\s+(?:const|let|var|function\*?|class)\s+(\w+)/g)) names.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return [...names].map((name) => [name, shaped.get(name) ?? 'none']);
}

function stubFor(source) {
  const lines = [
    "import { useContext } from 'react';",
    "import { DesignTokenContext } from '../../theme/context';",
    "const cssVarClass = () => useContext(DesignTokenContext).cssVar?.key ?? 'css-var-root';",
    "const useStyleHook = () => ['', cssVarClass()];",
    "const useClassHook = () => '';",
    'const SubStyle = () => null;',
    'const none = undefined;',
  ];
  for (const [name, shape] of exportsOf(source)) {
    lines.push(name === 'default' ? `export default ${shape};` : `export const ${name} = ${shape};`);
  }
  return `${lines.join('\n')}\n`;
}

function zeroRuntimeStyleLoader(source) {
  // Re-exports (`export * from`, `export { x as default } from`) pass on code from outside the
  // style modules (config-provider's icon reset): those modules keep their code.
  if (KEEP.some((pattern) => pattern.test(this.resourcePath)) || REEXPORT.test(source)) return source;
  return stubFor(source);
}

module.exports = zeroRuntimeStyleLoader;
module.exports.stubFor = stubFor;
module.exports.exportsOf = exportsOf;
module.exports.KEEP = KEEP;
