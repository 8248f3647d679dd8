import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_STATIC_CSS_VAR_KEY } from '@/components/providers/theme/app-theme';
import { readAntdStaticCss, themeOverridesCss } from '@/components/providers/theme/theme-overrides';

const committed = path.resolve(__dirname, '../../components/providers/theme/theme-overrides.css');

describe('zero-runtime antd theme', () => {
  it('scopes our components to the variable class the static stylesheet defines', () => {
    // An antd upgrade that renames this class would leave every component without its variables.
    expect(readAntdStaticCss()).toContain(`.${ANTD_STATIC_CSS_VAR_KEY}{`);
  });

  it('keeps theme-overrides.css in step with antd and the brand tokens', () => {
    const expected = themeOverridesCss();
    if (process.env.UPDATE_THEME_CSS === '1') writeFileSync(committed, expected);
    expect(readFileSync(committed, 'utf8')).toBe(expected);
    expect(expected).toContain('--ant-color-primary:');
  });
});
