/**
 * The comparison page for bench/site-throughput.ts: the same Next.js, no antd, no translations,
 * no database. Type checking is left to the project's own check, which covers these files.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
