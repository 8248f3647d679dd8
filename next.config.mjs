import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native / WASM packages must load from node_modules at run time, never bundled twice.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', '@node-rs/argon2', 'exceljs'],
  poweredByHeader: false,
  // `next dev` serves its scripts only to localhost unless told otherwise: opened at the loopback
  // address (http://127.0.0.1:3000) nothing would hydrate. Development only; production ignores it.
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // The test command type-checks the whole project (tests included) before it builds; checking
  // again inside the build would only double the time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The public site and the rest have root layouts of their own; unmatched addresses need a page of their own too.
  experimental: { globalNotFound: true },
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
