import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { theme } from 'antd';
import { ANTD_STATIC_CSS_VAR_KEY, brandTokens, legibleTextVariables } from './app-theme';
import { cssBlocks } from './css-blocks';

/**
 * Brand colours for the static antd styles: antd/dist/antd.css hard-codes the default blue in its
 * variable blocks (global and per component), so the generated stylesheets carry our colours in
 * those declarations instead of generating styles at run time.
 * Node only: used by the generator of the stylesheets (antd-stylesheets.ts) and its unit test.
 */

const COLOUR = /#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)/g;
/** Preset palettes (Tag color="blue" and friends) stay antd's: only the semantic tokens are ours. */
const PRESET_PALETTE = /^--ant-(blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|gold|lime)(-\d+|-hover|-active)?$/;

function normalise(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

export function readAntdStaticCss(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
}

function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `${(n >> 16) & 255},${(n >> 8) & 255},${n & 255}`;
}

/** Default token value -> our value, for every token our seeds change. */
function tokenReplacements(): { whole: Map<string, string>; colours: Map<string, string> } {
  const defaults = theme.getDesignToken() as unknown as Record<string, unknown>;
  const ours = theme.getDesignToken({ token: { ...brandTokens } }) as unknown as Record<string, unknown>;
  const whole = new Map<string, string>();
  const colours = new Map<string, string>();
  for (const [name, before] of Object.entries(defaults)) {
    const after = ours[name];
    if (typeof before !== 'string' || typeof after !== 'string' || before === after) continue;
    const target = before.match(COLOUR)?.[0] === before ? colours : whole;
    const key = normalise(before);
    const known = target.get(key);
    if (known !== undefined && known !== after) {
      throw new Error(`Token value ${before} would map to both ${known} and ${after}; adjust the brand seeds.`);
    }
    target.set(key, after);
  }
  return { whole, colours };
}

function rewriteValue(value: string, replacements: ReturnType<typeof tokenReplacements>, primaryRgb: [string, string]): string {
  const whole = replacements.whole.get(normalise(value));
  if (whole !== undefined) return whole;
  return value.replace(COLOUR, (colour) => {
    const mapped = replacements.colours.get(normalise(colour));
    if (mapped !== undefined) return mapped;
    // Translucent tints of the primary colour (focus outlines) keep their alpha.
    const [from, to] = primaryRgb;
    return normalise(colour).startsWith(`rgba(${from},`) ? normalise(colour).replace(`rgba(${from},`, `rgba(${to},`) : colour;
  });
}

/**
 * The stylesheet with our brand colours written into antd's variable blocks (global and per
 * component) in place of the default blue, and the legible greys by name; every other rule is left as it is.
 */
let cachedReplacements: ReturnType<typeof tokenReplacements> | null = null;

export function brandVariables(css: string): string {
  cachedReplacements ??= tokenReplacements();
  const replacements = cachedReplacements;
  const primaryRgb: [string, string] = [rgbOf(theme.getDesignToken().colorPrimary), rgbOf(brandTokens.colorPrimary)];
  const scope = `.${ANTD_STATIC_CSS_VAR_KEY}`;
  const { blocks, rest } = cssBlocks(css);
  let out = '';
  for (const { head, body } of blocks) {
    const selector = head.trim();
    if (selector.startsWith(scope) && !body.includes('{')) {
      const declarations = body.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
        const colon = d.indexOf(':');
        const name = d.slice(0, colon);
        if (!d.startsWith('--') || PRESET_PALETTE.test(name)) return d;
        const legible = legibleTextVariables[name];
        if (legible !== undefined) return `${name}:${legible}`;
        return `${name}:${rewriteValue(d.slice(colon + 1), replacements, primaryRgb)}`;
      });
      out += `${selector}{${declarations.join(';')}}`;
    } else {
      out += `${head}{${body}}`;
    }
  }
  return out + rest;
}
