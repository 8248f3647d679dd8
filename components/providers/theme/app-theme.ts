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
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'",
} as const;

export const appTheme: ThemeConfig = {
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: ANTD_STATIC_CSS_VAR_KEY },
  token: { ...brandTokens },
};
