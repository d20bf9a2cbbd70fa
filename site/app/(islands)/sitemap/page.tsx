import { ArrowRight } from "@/components/icons";
import { sitemapEntries } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { PageScript } from "@/components/page-script";

const path = "/sitemap";

export const metadata = pageMetadata(wordsFor(path));

export default function SitemapPage() {
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "sitemap" }} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumbs items={[{ name: "Sitemap", path }]} light />
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Sitemap</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            The main sections of our website. Each service and area page is linked from the Services and Areas pages.
          </p>
        </div>
      </section>
      <section aria-label="Pages on this website" className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sitemapEntries.map((e) => (
              <li key={e.path} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
                <h2 className="text-lg font-bold text-ink">
                  <a
                    href={e.path}
                    className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {e.title}
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </a>
                </h2>
                <p className="mt-1 font-mono text-sm text-muted">{e.path}</p>
                <p className="mt-2 text-sm leading-6 text-slate-700">{e.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-muted">
            The{" "}
            <a href="/terms" className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
              terms and conditions
            </a>{" "}
            for our work are on their own page. Search engines can read the full list of pages in our{" "}
            <a href="/sitemap.xml" className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
              XML sitemap
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}
