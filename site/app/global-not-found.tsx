import type { Metadata } from "next";
import "./globals.css";
import { PageScript } from "@/components/page-script";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/site-document";
import { business } from "@/lib/data";

// The not-found page for every unknown path (404.html). With two root layouts
// (public pages and /admin) Next needs it here, outside both, as a whole
// document (experimental.globalNotFound); it wears the public chrome. No
// layout applies the title template, so the title is written out in full.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page not found | ${business.name}`,
  robots: { index: false },
};
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteDocument>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        {/* Brief 8: a large 404 heading above 'Oops! Page not found'. The 404 is
            the page's one h1; the words follow it as its subtitle. */}
        <h1 className="text-8xl font-black leading-none tracking-tight text-brand-700 sm:text-9xl">404</h1>
        <p className="mt-4 text-3xl font-bold text-ink">Oops! Page not found</p>
        <p className="mt-3 text-muted">
          The page you were looking for isn’t here. It may have moved, or the link may be mistyped.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700"
        >
          Return to Home
        </a>
        <PageScript name="NotFound" props={{}} />
      </section>
    </SiteDocument>
  );
}
