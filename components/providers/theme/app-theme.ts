import type { ThemeConfig } from 'antd';

/**
 * The class antd/dist/antd.css scopes every design-token variable to. With zero-runtime styles
 * nothing generates variables on the server, so our components must carry exactly this class or
 * the static stylesheet's variables would not apply (tests/unit/antd-theme-css.test.ts guards it).
 */
export const ANTD_STATIC_CSS_VAR_KEY = 'css-var-_R_0_';

/** Seed colours only: everything else derives from them (see theme-overrides.ts). */
export const brandTokens = {
  colorPrimary: '#1f5fbf',
  colorInfo: '#1f5fbf',
  // antd's red (#ff4d4f) reads at 3.3:1 as text on white: a deeper red reads at 4.5:1 or more on
  // white, on the light panels and on its own pale fill (danger buttons, error texts and tags).
  colorError: '#d32029',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'",
} as const;

/**
 * Greys for text that must read at 4.5:1 (WCAG AA) on white and on the light panels: secondary
 * and description text, field labels of descriptions, placeholders. antd's are lighter (0.45 and
 * 0.25 black); these are the lightest that pass. Set by variable name, as other tokens share
 * antd's values (the modal mask, disabled text), and those stay as they are.
 */
const LEGIBLE_GREY = 'rgba(0,0,0,0.55)';

export const legibleTextTokens = {
  colorTextTertiary: LEGIBLE_GREY,
  colorTextDescription: LEGIBLE_GREY,
  colorTextPlaceholder: LEGIBLE_GREY,
} as const;

/** The static stylesheet's variables for those greys, with component variables that copy them. */
export const legibleTextVariables: Readonly<Record<string, string>> = {
  '--ant-color-text-tertiary': LEGIBLE_GREY,
  '--ant-color-text-description': LEGIBLE_GREY,
  '--ant-color-text-placeholder': LEGIBLE_GREY,
  '--ant-descriptions-label-color': LEGIBLE_GREY,
  '--ant-menu-group-title-color': LEGIBLE_GREY,
  '--ant-menu-color-group-title': LEGIBLE_GREY,
};

export const appTheme: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: ANTD_STATIC_CSS_VAR_KEY },
  token: { ...brandTokens, ...legibleTextTokens },
};
