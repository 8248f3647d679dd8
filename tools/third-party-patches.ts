/**
 * Where the app leans on another package's insides: build-time rewrites of its modules, stylesheets
 * generated from its files, markup drawn by hand the way it draws it, and its private modules. Each
 * was made against one release; a new release may move what it relies on without any error at
 * build time. Every file listed names `<package>@<version>`, and tests/unit/third-party-patches.test.ts
 * fails, saying what to check, as soon as the installed release is another one.
 * docs/architecture.md ("Third-party patches") describes each and what it saves.
 */
export interface ThirdPartyPatch {
  /** Its name in docs/architecture.md. */
  name: string;
  kind: 'build-time rewrite' | 'generated stylesheets' | 'markup drawn by hand' | 'private module';
  /** The package whose insides it relies on, and the release it was made for. */
  package: string;
  madeFor: string;
  /** The files that carry it; each names `${package}@${madeFor}`. */
  files: readonly string[];
  /** What to look at in the new release before moving madeFor on. */
  check: string;
}

const THEME = 'components/providers/theme';

export const THIRD_PARTY_PATCHES: readonly ThirdPartyPatch[] = [
  {
    name: 'zero-runtime style modules',
    kind: 'build-time rewrite',
    package: 'antd',
    madeFor: '6.6.8',
    files: [`${THEME}/zero-runtime-style-loader.cjs`],
    check: 'the exports of antd/es/*/style/*.js that components read; run tests/unit/antd-zero-runtime-style.test.ts',
  },
  {
    name: 'no column filters',
    kind: 'build-time rewrite',
    package: 'antd',
    madeFor: '6.6.8',
    files: [`${THEME}/no-column-filter-loader.cjs`],
    check: 'the exports of antd/es/table/hooks/useFilter/FilterDropdown.js and what useFilter reads from it',
  },
  {
    name: 'narrower antd imports',
    kind: 'build-time rewrite',
    package: 'antd',
    madeFor: '6.6.8',
    files: [`${THEME}/antd-import-rewrites-loader.cjs`],
    check: 'each rewritten import line still exists as written; run tests/unit/antd-import-rewrites.test.ts',
  },
  {
    name: 'no style register',
    kind: 'build-time rewrite',
    package: '@ant-design/cssinjs',
    madeFor: '2.1.2',
    files: [`${THEME}/no-style-register-loader.cjs`],
    check: 'the exports of es/hooks/useStyleRegister.js; run tests/unit/no-style-register.test.ts',
  },
  {
    name: "the designer's deferred preact UI",
    kind: 'build-time rewrite',
    package: 'diagram-js',
    madeFor: '15.28.1',
    files: ['components/workflow/designer/modeler/deferred-ui-loader.cjs', 'components/workflow/designer/modeler/deferred-ui.ts'],
    check: 'the imports of the popup menu, hover tooltip and palette tooltip modules; run tests/unit/workflow/designer/deferred-ui.test.ts',
  },
  {
    name: 'antd stylesheets',
    kind: 'generated stylesheets',
    package: 'antd',
    madeFor: '6.6.8',
    files: [`${THEME}/antd-base.css`, `${THEME}/antd-alert.css`, `${THEME}/antd-card.css`, `${THEME}/antd-cascader.css`, `${THEME}/antd-collapse.css`, `${THEME}/antd-descriptions.css`, `${THEME}/antd-drawer.css`, `${THEME}/antd-form.css`, `${THEME}/antd-image.css`, `${THEME}/antd-input-number.css`, `${THEME}/antd-list.css`, `${THEME}/antd-picker.css`, `${THEME}/antd-result.css`, `${THEME}/antd-steps.css`, `${THEME}/antd-switch.css`, `${THEME}/antd-tabs.css`, `${THEME}/antd-tree.css`, `${THEME}/antd-upload.css`],
    check: 'regenerate them: UPDATE_THEME_CSS=1 npx vitest run --project unit tests/unit/antd-theme-css.test.ts, and look at the diff',
  },
  {
    name: 'the Select stand-in',
    kind: 'markup drawn by hand',
    package: 'antd',
    madeFor: '6.6.8',
    files: ['components/widgets/select/SelectStandIn.tsx'],
    check: "antd's closed Select markup; run tests/unit/widgets/select-stand-in.test.ts",
  },
  {
    name: 'the inline side menu',
    kind: 'markup drawn by hand',
    package: 'antd',
    madeFor: '6.6.8',
    files: ['components/shell/nav-menu/InlineMenu.tsx'],
    check: "antd's inline Menu markup; run tests/unit/widgets/inline-menu.test.ts",
  },
  {
    name: "antd App's root",
    kind: 'markup drawn by hand',
    package: 'antd',
    madeFor: '6.6.8',
    files: ['components/providers/feedback/FeedbackProvider.tsx'],
    check: "the root element antd's App draws and the styles .ant-app carries",
  },
  {
    name: "Next's router context",
    kind: 'private module',
    package: 'next',
    madeFor: '16.4.6',
    files: ['components/shell/KeepAliveOutlet.tsx'],
    check: 'next/dist/shared/lib/app-router-context.shared-runtime still exports LayoutRouterContext with the same fields; run tests/component/shell/keep-alive.test.tsx and tests/e2e/shell.spec.ts, whose visited-pages test keeps the customer list open under the real Next router',
  },
  {
    name: "Next's file-system cache",
    kind: 'private module',
    package: 'next',
    madeFor: '16.4.6',
    files: ['lib/cache/next-cache-handler.mjs'],
    check: 'next/dist/server/lib/incremental-cache/file-system-cache.js and the shape of its entries; run tests/unit/cache/next-cache-handler.test.ts and tests/integration/public-content-versions.test.ts',
  },
  {
    name: "Next's response cookies",
    kind: 'private module',
    package: 'next',
    madeFor: '16.4.6',
    files: ['lib/gateway/call-session.ts'],
    check: 'next/dist/server/web/spec-extension/cookies still exports ResponseCookies',
  },
  {
    name: "use-intl's parser-free formatter",
    kind: 'private module',
    package: 'use-intl',
    madeFor: '4.14.8',
    files: ['next.config.mjs'],
    check: 'use-intl/format-message/format-only still exists; run tests/unit/compiled-messages.test.ts',
  },
];
