// Typed accessors over the JSON codegen emits. Server components only: these
// modules pull whole catalogues in at build time and must never be imported
// by a client component (islands receive small props instead).
import type {
  Area,
  AreaSummary,
  CategoryInfo,
  CategoryPage,
  ContactFormConfig,
  Cover,
  EmergencyView,
  HomeCardView,
  JobView,
  PostArticle,
  PostSummary,
  PropertyType,
  PropertyTypeInfo,
  ReviewsData,
  Route,
  ServiceSummary,
  ServiceView,
  SiteFacts,
  SitemapEntry,
  TextPageView,
  OpeningSchedule,
  WarrantNote,
  WarrantNotes,
} from "@/generated/types";
import siteJson from "@/generated/data/site.json";
import categoriesJson from "@/generated/data/categories.json";
import servicesJson from "@/generated/data/services.json";
import serviceSummariesJson from "@/generated/data/service-summaries.json";
import areasJson from "@/generated/data/areas.json";
import areaSummariesJson from "@/generated/data/area-summaries.json";
import propertyTypesJson from "@/generated/data/property-types.json";
import postsJson from "@/generated/data/posts.json";
import postSummariesJson from "@/generated/data/post-summaries.json";
import reviewsJson from "@/generated/data/reviews.json";
import categoryPagesJson from "@/generated/data/category-pages.json";
import emergencyJson from "@/generated/data/emergency.json";
import homeCardsJson from "@/generated/data/home-cards.json";
import textPagesJson from "@/generated/data/text-pages.json";
import sitemapPageJson from "@/generated/data/sitemap-page.json";
import contactFormJson from "@/generated/data/contact-form.json";
import openingJson from "@/generated/data/opening.json";
import buildingWarrantsJson from "@/generated/data/building-warrants.json";
import routesJson from "@/generated/routes.json";
import jobsJson from "@/generated/data/jobs.json";

// JSON imports widen string unions to string; the data was validated against
// the same types' schemas when it was emitted, so these casts are sound.
export const site = siteJson as unknown as SiteFacts;
export const business = site.business;
/** The digits wa.me expects: country code, no plus (UkPhone::whatsapp_digits in Rust). */
export const whatsappDigits = business.whatsapp.e164.slice(1);
export const categories = categoriesJson as unknown as CategoryInfo[];
export const services = servicesJson as unknown as ServiceView[];
export const serviceSummaries = serviceSummariesJson as unknown as ServiceSummary[];
export const areas = areasJson as unknown as Area[];
export const areaSummaries = areaSummariesJson as unknown as AreaSummary[];
export const propertyTypes = propertyTypesJson as unknown as PropertyTypeInfo[];
export const posts = postsJson as unknown as PostArticle[];
export const postSummaries = postSummariesJson as unknown as PostSummary[];
export const reviews = reviewsJson as unknown as ReviewsData;
export const categoryPages = categoryPagesJson as unknown as CategoryPage[];
export const emergency = emergencyJson as unknown as EmergencyView;
export const homeCards = homeCardsJson as unknown as HomeCardView[];
export const textPages = textPagesJson as unknown as TextPageView[];
export const sitemapEntries = sitemapPageJson as unknown as SitemapEntry[];
export const contactForm = contactFormJson as unknown as ContactFormConfig;
export const opening = openingJson as unknown as OpeningSchedule;
export const routes = routesJson as unknown as Route[];
const warrantNotes = buildingWarrantsJson as unknown as WarrantNotes;

/** The building-warrant note for a service's pages (issue 31.5), or null when its work needs none. */
export const warrantNoteForService = (slug: string): WarrantNote | null =>
  warrantNotes.services.find((n) => n.service === slug)?.note ?? null;
/** The building-warrant note of a category page's price cards, with the cards it speaks for, or null. */
export const warrantNoteForPage = (page: string) => warrantNotes.priceItems.find((n) => n.page === page) ?? null;
export const serviceBySlug = (slug: string) => services.find((s) => s.slug === slug);
/** A service's subcategories as a service-in-area page lists them: where we have no emergency cover, only those done as planned work (issue 31.2). */
export const subcategoriesHere = (service: (typeof services)[number], plannedHere: boolean) =>
  service.subcategories
    .filter((s) => !plannedHere || service.plannedSubcategories.includes(s.slug))
    .map(({ slug, name, description, icon }) => ({ slug, name, description, icon }));
export const areaBySlug = (slug: string) => areas.find((a) => a.slug === slug);
export const postBySlug = (slug: string) => posts.find((p) => p.slug === slug);
export const textPage = (slug: string) => {
  const page = textPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`text page ${slug} missing from generated data`);
  return page;
};
export const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;
const propertyTypeNames = new Map(propertyTypes.map((t) => [t.slug, t.name]));
/** 'High-Rise' for `high-rise`: the display name typed in Rust (PropertyType::display_name). */
export function propertyTypeName(t: PropertyType): string {
  const name = propertyTypeNames.get(t);
  if (name === undefined) throw new Error(`property type ${t} missing from generated data`);
  return name;
}

const routesByPath = new Map(routes.map((r) => [r.path, r]));
/** A service-in-area or variant route: it carries the service's cover in the area (Rust's Cover::of). */
export type ServiceAreaRoute = Extract<Route, { cover: Cover }>;
/** The service-in-area or variant route at a path, or undefined when there is none. */
export function serviceAreaRoute(path: string): ServiceAreaRoute | undefined {
  const route = routesByPath.get(path);
  return route && "cover" in route ? route : undefined;
}

// SITE_SAMPLE=1 builds a small sample of the ~15,000 service/area pages, for
// quick local iteration. Production and CI builds always build everything.
// SITE_SAMPLE_SERVICES / SITE_SAMPLE_AREAS (comma-separated slugs) choose it,
// e.g. to audit near-duplicates across more siblings; SITE_SAMPLE_JOB=<job
// slug> (`just export-job <slug>`, issue 34.6) chooses the sample one job
// needs: its service, its area and the areas nearest it. A name that is not
// the catalogue's fails the build: a sample that silently left out a
// mistyped area once let the partial audit pass without the page it was
// built to check.

/** How many of the job's nearest areas a one-job sample builds beside its own. */
export const SAMPLE_JOB_NEAREST = 3;

/** Fails naming the setting and the value that is not one of `known`. */
function known(setting: string, values: string[], known: string[], what: string): string[] {
  for (const v of values) {
    if (!known.includes(v)) throw new Error(`${setting}: \`${v}\` is not ${what} of the catalogue`);
  }
  return values;
}

/** The services and areas a sample builds, from the settings in `env`. */
export function sampleChoice(env: Record<string, string | undefined>): { services: string[]; areas: string[] } {
  const serviceSlugs = services.map((s) => s.slug as string);
  const areaSlugs = areas.map((a) => a.slug as string);
  const job = env.SITE_SAMPLE_JOB;
  if (job) {
    const found = (jobsJson as unknown as JobView[]).find((j) => j.slug === job);
    if (!found) throw new Error(`SITE_SAMPLE_JOB: \`${job}\` is not a job of the catalogue (generated/data/jobs.json)`);
    const nearest = areaSummaries.find((a) => a.slug === found.area)?.nearest ?? [];
    return {
      services: [found.service],
      areas: [found.area, ...nearest.slice(0, SAMPLE_JOB_NEAREST).map((n) => n.slug as string)],
    };
  }
  const pick = (name: string, fallback: string[]) =>
    env[name]
      ?.split(",")
      .map((v) => v.trim())
      .filter(Boolean) ?? fallback;
  return {
    services: known(
      "SITE_SAMPLE_SERVICES",
      pick("SITE_SAMPLE_SERVICES", ["boiler-repair", "emergency-plumbing", "bathroom-installation"]),
      serviceSlugs,
      "a service",
    ),
    areas: known(
      "SITE_SAMPLE_AREAS",
      pick("SITE_SAMPLE_AREAS", ["glasgow-city-centre", "partick", "paisley", "kilwinning"]),
      areaSlugs,
      "an area",
    ),
  };
}

const SAMPLE = process.env.SITE_SAMPLE === "1" ? sampleChoice(process.env) : null;
const sampled = (r: Route) =>
  SAMPLE === null ||
  !r.params.service ||
  (SAMPLE.services.includes(r.params.service) && SAMPLE.areas.includes(r.params.location ?? ""));

/** Route params of one page type, for generateStaticParams. */
export function paramsOf(pageType: Route["pageType"]) {
  return routes.filter((r) => r.pageType === pageType && sampled(r)).map((r) => r.params);
}

/** Which variant paths exist (decision 8): neighbourhood pages only for emergency services. */
export function variantExists(service: string, location: string, variant: string) {
  const route = routesByPath.get(`/services/${service}/${location}/${variant}`);
  return route?.pageType === "service-neighbourhood" || route?.pageType === "service-property-type";
}
