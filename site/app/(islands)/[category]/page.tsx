import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ServiceView } from "@/generated/types";
import { categories, categoryName, categoryPages, paramsOf, services } from "@/lib/data";
import { gasNotice } from "@/lib/quote-services";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { CategoryEmergency } from "@/components/category/category-emergency";
import { CategoryHero } from "@/components/category/category-hero";
import { CategoryJsonLd } from "@/components/category/category-json-ld";
import { CategoryPrices } from "@/components/category/category-prices";
import { CategoryQuote } from "@/components/category/category-quote";
import { CategoryWhy } from "@/components/category/category-why";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { TrustStrip } from "@/components/trust-strip";
import { PageScript } from "@/components/page-script";

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("category").flatMap((p) => (p.slug ? [{ category: p.slug }] : []));
}

type Params = { params: Promise<{ category: string }> };

const pageBySlug = (slug: string) => categoryPages.find((p) => p.slug === slug);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { category: slug } = await params;
  const page = pageBySlug(slug);
  if (!page) notFound();
  return pageMetadata(wordsFor(`/${page.slug}`));
}

export default async function CategoryPage({ params }: Params) {
  const { category: slug } = await params;
  const page = pageBySlug(slug);
  if (!page) notFound();

  const path = `/${page.slug}`;
  const name = categoryName(page.category);
  const info = categories.find((c) => c.slug === page.category);
  const related = (info?.services ?? [])
    .map((s) => services.find((x) => x.slug === s))
    .filter((s): s is ServiceView => Boolean(s));

  return (
    <>
      <CategoryJsonLd page={page} name={name} path={path} />
      <PageScript name="PageView" props={{ pageType: "category" }} />
      {info?.involvesGas && <GasSafetyNotice notice={gasNotice} id="gas-safety" />}
      <CategoryHero page={page} name={name} path={path} />
      <TrustStrip />
      <CategoryPrices page={page} name={name} />
      <CategoryWhy name={name} reasons={page.whyChoose} related={related} />
      <CategoryEmergency heading={page.emergencyHeading} text={page.emergencyText} />
      <CategoryQuote page={page} name={name} path={path} />
    </>
  );
}
