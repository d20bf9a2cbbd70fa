import { notFound } from "next/navigation";
import { PostMeta } from "@/components/blog/post-meta";
import { PostImage } from "@/components/blog/post-image";
import { ArrowLeft, Tag } from "@/components/icons";
import { business, paramsOf, postBySlug, postSummaries, site } from "@/lib/data";
import { absolute, pageMetadata, rasterOf } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages } from "@/lib/links";
import { noFilters, searchFromFilters } from "@/lib/blog-filter";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("blog-post").map((p) => ({ slug: p.slug as string }));
}

export async function generateMetadata({ params }: Params) {
  const { slug } = await params;
  const post = postBySlug(slug);
  if (!post) notFound();
  return pageMetadata({ ...wordsFor(`/blog/${post.slug}`), type: "article" });
}

/** Up to three other articles: same category first, then newest. */
function relatedTo(slug: string, category: string) {
  return postSummaries
    .filter((p) => p.slug !== slug)
    .sort((a, b) => Number(b.category === category) - Number(a.category === category) || b.date.localeCompare(a.date))
    .slice(0, 3);
}

const topicHref = (tag: string) => `/blog${searchFromFilters({ ...noFilters, topic: tag })}`;

export default async function BlogPostPage({ params }: Params) {
  const { slug } = await params;
  const post = postBySlug(slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  const related = relatedTo(post.slug, post.category);
  const chat = chatMessages.article(post.title);

  const articleLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "en-GB",
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    image: absolute(rasterOf(post.image)),
    author: { "@type": "Organization", name: business.name, url: site.siteUrl },
    publisher: { "@type": "Organization", name: business.name, url: site.siteUrl },
    mainEntityOfPage: { "@type": "WebPage", "@id": absolute(path) },
    url: absolute(path),
  };

  return (
    <>
      <JsonLd data={articleLd} />
      <PageScript name="PageView" props={{ pageType: "blog-post" }} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumbs
            items={[
              { name: "Blog", path: "/blog" },
              { name: post.title, path },
            ]}
            light
          />
          <p className="mt-6">
            <a
              href="/blog"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Back to Blog
            </a>
          </p>
          <div className="mt-4 max-w-3xl">
            <PostMeta post={post} light withAuthor />
            <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-lg text-slate-200">{post.excerpt}</p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Topics">
              {post.tags.map((t) => (
                <li key={t}>
                  <a
                    href={topicHref(t)}
                    aria-label={`More articles about ${t}`}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full bg-white/10 px-3 py-1 text-sm text-white ring-1 ring-white/25 hover:bg-white/20"
                  >
                    <Tag className="h-3.5 w-3.5" aria-hidden="true" />
                    {t}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="bg-white py-12 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article aria-label={post.title} className="min-w-0">
            <PostImage post={post} fetch="first" className="rounded-2xl" />
            <div className="prose-article mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: post.html }} />
          </article>

          <aside aria-label="Help and related articles" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <h2 className="text-xl font-bold text-ink">Need Help?</h2>
              <p className="mt-2 text-muted">
                Our engineers can help with anything in this article. Free quotes, and emergencies answered 24/7.
              </p>
              <div className="mt-5 grid gap-3">
                <CallButton size="md" />
                <WhatsAppButton size="md" label="Chat with us" message={chat} />
              </div>
            </div>
            {related.length > 0 && (
              <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <h2 className="text-xl font-bold text-ink">Related Articles</h2>
                <ul className="mt-4 divide-y divide-line">
                  {related.map((r) => (
                    <li key={r.slug} className="py-3 first:pt-0 last:pb-0">
                      <a
                        href={`/blog/${r.slug}`}
                        className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                      >
                        {r.title}
                      </a>
                      <p className="mt-1 text-sm text-muted">
                        {r.category} · <time dateTime={r.date}>{r.dateDisplay}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </aside>
        </div>
      </div>

      <section aria-labelledby="article-cta" className="bg-brand-900 py-14 text-white sm:py-16">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="article-cta" className="text-3xl font-bold tracking-tight">
              Ready to Get Started?
            </h2>
            <p className="mt-3 max-w-xl text-lg text-slate-200">
              Talk to our team about your home or business today. Quotes are free with no obligation, and our work
              carries a {business.guaranteeMonths}-month guarantee.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CallButton />
            <WhatsAppButton message={chat} />
          </div>
        </div>
      </section>
    </>
  );
}
