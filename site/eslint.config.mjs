// ESLint 9 flat config: Next.js's own rules (eslint-config-next 16 ships flat
// configs: @next/next with the Core Web Vitals rules as errors, React, React
// Hooks, jsx-a11y, import) and typescript-eslint's recommended rules for
// TypeScript. `npm run lint` runs it with --max-warnings=0.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Internal links are plain anchors by design (docs/architecture.md, the site): each
      // page is a small static document, and <Link> would prefetch the RSC
      // payloads the export step deletes, over a visitor's mobile data.
      "@next/next/no-html-link-for-pages": "off",
      // next/image cannot optimise in a static export (images.unoptimized) and
      // would add client JavaScript; images are pre-sized with width and height.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // Playwright fixtures receive a callback named `use`, which React's hooks
    // rule mistakes for React's use(); the browser tests contain no React.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Built or emitted, never edited by hand: codegen's output, every export
    // folder (SITE_OUT builds go to out-*), screenshots and reports, and
    // .cache (the precompression cache; a previous build waiting to be deleted).
    ignores: [
      ".cache/**",
      "generated/**",
      "out/**",
      "out-*/**",
      ".next/**",
      "screenshots/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
