import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

// A static export: one HTML file per route of routes.json, served by `api serve`
// or any static host. Redirects and headers live in codegen's _redirects and
// _headers, which a static export cannot express.
const config: NextConfig = {
  output: "export",
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Two render workers on this 2-core machine (docs/architecture.md: 2.2x faster export).
  // optimizePackageImports: Turbopack otherwise keeps all of zod (locales,
  // string formats, JSON Schema) in the quote form's chunk (vercel/next.js 88643).
  // globalNotFound: the public pages and /admin have separate root layouts,
  // so the not-found page is a whole document of its own (app/global-not-found.tsx).
  // Next always bundles polyfill-module (String trimStart/trimEnd, Array flat/
  // flatMap/at, Promise finally, Object fromEntries/hasOwn, URL.canParse) into
  // every page's framework chunk. The browsers in package.json's browserslist
  // have all of them but URL.canParse, which nothing in the site's bundle calls,
  // so the module is swapped for an empty one; Lighthouse then reports no
  // legacy JavaScript.
  // prefetchInlining: false: Next 16 otherwise renders every segment of every
  // page a second time and gzips it, to decide which prefetch responses a
  // client-side navigation should fetch together. This site never navigates
  // client-side (decision 59: plain links; postexport deletes the prefetch
  // files), and in a CPU profile of the full export that pass was the render
  // workers' only zlib work, 5% of their time before the re-rendering it
  // measures. Only the hint bits in each page's inline payload change.
  // collect-segment-data: the per-segment prefetch files for that same
  // client-side navigation are never made (lib/no-segment-prefetch-data.ts
  // says why; postexport fails the build if they come back).
  turbopack: {
    resolveAlias: {
      "../build/polyfills/polyfill-module": "./lib/no-legacy-polyfills.ts",
      "next/dist/build/polyfills/polyfill-module": "./lib/no-legacy-polyfills.ts",
      "./collect-segment-data": "./lib/no-segment-prefetch-data.ts",
    },
  },
  experimental: { cpus: 2, prefetchInlining: false, optimizePackageImports: ["zod"], globalNotFound: true },
  // One build ID for every build: Next writes it into every page's RSC
  // payload, and a random one (the default) made every page's bytes differ on
  // every build, so the precompression cache (scripts/precompress.mjs) never
  // matched after a rebuild and a one-record edit recompressed all ~14,400
  // files (issue 21). Next compares the ID only on client-side navigation,
  // which this site does not do (its links are plain anchors and the RSC
  // files are deleted after the export).
  generateBuildId: async () => "kelvin-trades",
  // The fixture and growth sample exports of `just test` are built from the
  // same code as the full test export just before them, whose `next build`
  // type-checked it (with the route types Next generates, which the site's
  // own `tsc` cannot see on a fresh clone): SITE_TYPECHECKED=1 skips the
  // same check again, about 10 s of each build on 2 cores. `just run` skips it
  // too: it builds the site to look at, and `just test` is where it is checked.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === "1" },
  // SITE_OUT exports somewhere other than out/ (with output: 'export', distDir
  // is the export folder): the test fixture export (a test tag-manager id and an example real job) goes to out-fixture.
  ...(process.env.SITE_OUT ? { distDir: process.env.SITE_OUT } : {}),
};

// `next dev` (`just dev`) only: the pages call the API on their own origin
// (/api/...), which in production is `api serve` itself or the reverse proxy in
// front of it, so the dev server passes /api on to the API running beside it.
// A static export cannot rewrite, so only the dev server gets this one (its
// warning that rewrites "will not automatically work with output: export" is
// about the export; the dev server does apply them).
const devApiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
const devConfig: NextConfig = {
  ...config,
  rewrites: async () => [{ source: "/api/:path*", destination: `${devApiOrigin}/api/:path*` }],
};

export default function nextConfig(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? devConfig : config;
}
