/**
 * Build-time loader for the style register of antd's CSS-in-JS engine
 * (@ant-design/cssinjs/es/hooks/useStyleRegister.js).
 *
 * Under zero-runtime styles (app-theme.ts) antd's component style hooks return before they register
 * anything, and their code is stubbed already (zero-runtime-style-loader.cjs). One caller is left:
 * the theme provider registers the icons' reset rules, which the static sheet already holds. The
 * register brings a CSS serialiser (stylis) to every page for that alone. This loader puts in its
 * place a module with the same exports: registering does nothing, and the path hash the CSS-variable
 * register shares with it stays the same function.
 * Made for @ant-design/cssinjs@2.1.2; tools/third-party-patches.ts says what to check when @ant-design/cssinjs moves on.
 */

const STUB = `import hash from '@emotion/hash';

/** Styles come from the static sheets (see no-style-register-loader.cjs): nothing to register. */
export default function useStyleRegister() {}

export const STYLE_PREFIX = 'style';

export function uniqueHash(path, styleStr) {
  return hash(\`\${path.join('%')}\${styleStr}\`);
}

export function normalizeStyle(styleStr) {
  return styleStr;
}

export const parseStyle = () => ['', {}];

/** Server-side extraction has nothing to extract. */
export const extract = () => null;
`;

function noStyleRegisterLoader() {
  return STUB;
}

module.exports = noStyleRegisterLoader;
module.exports.STUB = STUB;
