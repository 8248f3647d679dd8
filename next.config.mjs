import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * use-intl's parser-free formatter, for server and browser alike: every message it is handed is
 * compiled ahead (lib/i18n/compiled-messages.ts), so no page carries the ICU parser. Turbopack
 * takes an alias as a path relative to the project.
 * Made for use-intl@4.14.8; tools/third-party-patches.ts says what to check when use-intl moves on.
 */
const formatOnly = `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve('use-intl/format-message/format-only')).replace(/\\/g, '/')}`;

/**
 * For bench/patch-savings.ts only: builds without the named build-time rewrites (parts of their
 * loaders' paths, comma-separated), to weigh what each keeps off the pages.
 */
const rewritesLeftOut = (process.env.BENCH_PATCHES_OFF ?? '').split(',').filter(Boolean);
const keptRewrite = (rule) => !rule.loaders.some((loader) => rewritesLeftOut.some((part) => loader.includes(part)));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native / WASM packages must load from node_modules at run time, never bundled twice.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', '@node-rs/argon2', 'exceljs', 'pdfkit'],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  // `next dev` serves its scripts only to localhost unless told otherwise: opened at the loopback
  // address (http://127.0.0.1:3000) nothing would hydrate. Development only; production ignores it.
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // The test command type-checks the whole project (tests included) before it builds; checking
  // again inside the build would only double the time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  turbopack: {
    resolveAlias: { 'use-intl/format-message': formatOnly },
    rules: {
      '*.js': [
        // antd's per-component style code is dead weight under zero-runtime styles: the static sheets
        // carry every rule (components/providers/theme/zero-runtime-style-loader.cjs).
        {
          condition: { path: /(?:^|[\\/])node_modules[\\/]antd[\\/]es[\\/][a-z-]+[\\/]style[\\/][^\\/]+\.js$/ },
          loaders: ['./components/providers/theme/zero-runtime-style-loader.cjs'],
        },
        // The app's tables have no column filters: the filter dropdown, and the tree it brings, stay out.
        {
          condition: { path: /(?:^|[\\/])node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/ },
          loaders: ['./components/providers/theme/no-column-filter-loader.cjs'],
        },
        // Nothing is registered at run time under zero-runtime styles: the register's serialiser stays out.
        {
          condition: { path: /(?:^|[\\/])node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useStyleRegister\.js$/ },
          loaders: ['./components/providers/theme/no-style-register-loader.cjs'],
        },
        // Imports that bring far more than the module uses: the form store with every table's radio group,
        // the text area with every plain input and every Typography, the virtual table with every table, the
        // tree helpers with every selection column, the select with every pagination, the tooltip with every
        // sortable column, the tooltips' shared popup and the style utilities with every page (components/providers/theme/antd-import-rewrites-loader.cjs).
        {
          condition: { path: /(?:^|[\\/])node_modules[\\/]antd[\\/]es[\\/](?:radio[\\/]group|input[\\/]Input|typography[\\/]Base[\\/]index|table[\\/]InternalTable|table[\\/]hooks[\\/](?:useSelection|useSorter)|pagination[\\/]Pagination|config-provider[\\/]index|theme[\\/]util[\\/]genStyleUtils)\.js$/ },
          loaders: ['./components/providers/theme/antd-import-rewrites-loader.cjs'],
        },
        // The designer's popup menu and palette tooltips draw with preact, fetched when one first shows
        // (components/workflow/designer/modeler/deferred-ui-loader.cjs).
        {
          condition: { path: /(?:^|[\\/])node_modules[\\/]diagram-js[\\/]lib[\\/]features[\\/](?:popup-menu[\\/]PopupMenu|hover-tooltip[\\/]HoverTooltip|palette[\\/]PaletteTooltip)\.js$/ },
          loaders: ['./components/workflow/designer/modeler/deferred-ui-loader.cjs'],
        },
      ].filter(keptRewrite),
    },
  },
  // Next's own cache, plus versions for the tags of public content: a cached news page is served
  // only while the news it shows is unchanged, in every app process (lib/cache/next-cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL('./lib/cache/next-cache-handler.mjs', import.meta.url)),
  // The public site and the rest have root layouts of their own; unmatched addresses need a page of their own too.
  experimental: {
    globalNotFound: true,
    // The copy of a request body the proxy reads, as PROXY_BODY_LIMIT_BYTES in lib/gateway/proxy-answered-call.ts.
    proxyClientMaxBodySize: 10 * 1024 * 1024,
    // antd's parts are barrels without side-effect flags: one named import would otherwise bring the
    // whole package (antd's inputs name the form library's provider, and with it every form part).
    optimizePackageImports: ['@rc-component/form', '@rc-component/util', '@rc-component/table', '@rc-component/tree', '@rc-component/select', '@rc-component/menu', '@rc-component/tabs', '@rc-component/trigger', '@rc-component/input', '@rc-component/picker', '@rc-component/motion', '@rc-component/notification'],
    // Stylesheets get a chunking of their own: under the merging below (tuned for scripts) every CSS
    // module of the back office, those of lazily loaded parts and of other routes included, shared one
    // sheet that each page loaded. A request weighs as 20 KB of CSS: a lower weight splits a page's
    // styles into more requests than their bytes are worth, a higher one brings lazily loaded parts back.
    cssChunking: { type: 'graph', requestCost: 20000 },
    // A build on a fresh checkout (CI) never reads its cache again: writing it only costs time there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    turbopackChunking: { minChunkSize: 400000, maxChunkCountPerGroup: 5, requestCost: 1000000, maxMergeChunkSize: 1000000 },
  },
  // sitemap.xml is rendered among the public site's routes, where nothing is rendered at build time
  // and pages are cached (app/(site)/site/[locale]/sitemap/route.ts); it is the same in every language.
  async rewrites() {
    return [{ source: '/sitemap.xml', destination: '/site/zh-CN/sitemap' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
