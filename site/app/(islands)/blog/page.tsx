import { ArrowRight, BookOpen, Mail, User, Users, Wrench } from "@/components/icons";
import { business, postSummaries, site } from "@/lib/data";
import { absolute, pageMetadata, rasterOf } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { PostMeta } from "@/components/blog/post-meta";
import { PostImage } from "@/components/blog/post-image";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { JsonLd } from "@/components/json-ld";
import { Island } from "@/components/island";
import { PageScript } from "@/components/page-script";
import { ButtonLink } from "@/components/ui";
import { PageHero } from "@/components/page-hero";

const path = "/blog";
const words = wordsFor(path);

export const metadata = pageMetadata(words);

// Option lists for the filters: each category used by a post, and each tag.
const categoryOptions = [...new Set(postSummaries.map((p) => p.category))].sort((a, b) => a.localeCompare(b, "en-GB"));
const topicOptions = [...new Set(postSummaries.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b, "en-GB"));

const blogLd = {
  "@context": "https://schema.org",
  "@type": "Blog",
  name: `${business.name} Blog`,
  description: words.description,
  url: absolute(path),
  inLanguage: "en-GB",
  publisher: { "@type": "Organization", name: business.name, url: site.siteUrl },
  blogPost: postSummaries.map((p) => ({
    "@type": "BlogPosting",
    headline: p.title,
    url: absolute(`/blog/${p.slug}`),
    datePublished: p.date,
    image: absolute(rasterOf(p.image)),
    author: { "@type": "Organization", name: business.name },
  })),
};

export default function BlogPage() {
  const featured = postSummaries[0];
  const stats = [
    { icon: BookOpen, value: `${postSummaries.length}`, label: "Expert articles" },
    { icon: Wrench, value: `${site.yearsTrading}+`, label: "Years of experience" },
    { icon: Users, value: business.customersClaim, label: "Happy customers" },
  ];

  return (
    <>
      <JsonLd data={blogLd} />
      <PageScript name="PageView" props={{ pageType: "blog" }} />
      <PageHero snug>
        <Breadcrumbs items={[{ name: "Blog", path }]} light />
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Plumbing and heating advice</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">
          Straightforward guides from our engineers: keeping pipes safe through a Glasgow winter, choosing a boiler or
          shower, gas safety for landlords and what to do in an emergency.
        </p>
        <Island name="BlogSearch" props={{ categories: categoryOptions, topics: topicOptions }} />
      </PageHero>

      <section aria-label="Our blog in numbers" className="border-b border-line bg-white">
        <ul className="mx-auto grid max-w-6xl grid-cols-3 gap-4 px-4 py-8 sm:px-6">
          {stats.map((s) => (
            <li
              key={s.label}
              className="flex flex-col items-center text-center sm:flex-row sm:justify-center sm:gap-4 sm:text-left"
            >
              <span className="mb-2 grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-700 sm:mb-0">
                <s.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-2xl font-extrabold text-ink sm:text-3xl">{s.value}</span>
                <span className="block text-xs text-muted sm:text-sm">{s.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {featured && (
        <section aria-labelledby="blog-featured" className="bg-white py-14 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="blog-featured" className="mb-8 text-sm font-semibold tracking-wide text-accent-700 uppercase">
              Featured Article
            </h2>
            <article className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:grid-cols-2">
              <PostImage post={featured} fetch="normal" className="lg:aspect-auto lg:h-full" />
              <div className="flex flex-col justify-center p-6 sm:p-10">
                <PostMeta post={featured} />
                <h3 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                  <a href={`/blog/${featured.slug}`} className="hover:text-brand-700 hover:underline">
                    {featured.title}
                  </a>
                </h3>
                <p className="mt-3 text-lg leading-8 text-muted">{featured.excerpt}</p>
                <p className="mt-4 inline-flex items-center gap-1 text-sm text-muted">
                  <User className="h-4 w-4" aria-hidden="true" />
                  {featured.author}
                </p>
                <div className="mt-6">
                  <ButtonLink href={`/blog/${featured.slug}`} label={`Read Full Article: ${featured.title}`}>
                    Read Full Article <ArrowRight className="h-5 w-5" aria-hidden="true" />
                  </ButtonLink>
                </div>
              </div>
            </article>
          </div>
        </section>
      )}

      <Island name="BlogList" props={{ posts: postSummaries, categories: categoryOptions, topics: topicOptions }} />

      <section aria-labelledby="blog-newsletter" className="bg-brand-900 py-14 text-white sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-white/10 text-accent-500 ring-1 ring-white/20">
              <Mail className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 id="blog-newsletter" className="mt-4 text-3xl font-bold tracking-tight">
              Stay Updated
            </h2>
            <p className="mt-3 max-w-xl text-lg text-slate-200">
              Seasonal maintenance tips and new guides from our engineers, a few times a year. We’ll email you a link to
              confirm your subscription first.
            </p>
          </div>
          <div>
            <Island name="NewsletterForm" props={{ id: "newsletter", pagePath: path }} />
            <p className="mt-2 text-sm text-slate-200">
              We respect your privacy. Unsubscribe anytime.{" "}
              <a href="/privacy" className="underline underline-offset-4 hover:text-white">
                Read our privacy policy
              </a>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
