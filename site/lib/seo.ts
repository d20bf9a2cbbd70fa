// One helper sets every page's title, description, keywords, canonical, Open
// Graph (en_GB) and Twitter card; JSON-LD builders sit beside it.
import type { Metadata } from "next";
import { areaSummaries, business, opening, reviews, routes, site } from "@/lib/data";

// Decision 27: codegen decides which pages are indexed; the rest stay
// reachable for visitors with `noindex, follow`.
const indexable = new Map(routes.map((r) => [r.path, r.indexable]));

/** Whether search engines may index `path` (decision 27). Structured data is
 * rendered only where this holds: it is for search results, which a
 * `noindex` page never reaches, and it was 3-4 KB of each of ~14,000 such
 * pages (written twice: in the HTML and in the RSC payload). */
export const isIndexable = (path: string) => indexable.get(path) !== false;

export const absolute = (path: string) => `${site.siteUrl}${path === "/" ? "" : path}` || site.siteUrl;

/**
 * The 1200x630 JPEG made beside an SVG illustration at build
 * (scripts/social-cards.mjs): what link previews and structured data name,
 * since WhatsApp and Facebook show no SVG.
 */
export const rasterOf = (svgPath: string) => svgPath.replace(/\.svg$/, ".jpg");

/** The link-preview card drawn for an indexable page without a photograph of its own
 * (scripts/social-cards.mjs draws every card a page names): `/services/boiler-repair`
 * → `/og/services--boiler-repair.jpg`. */
export const cardPath = (path: string) =>
  `/og/${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "--")}.jpg`;

/** Every link preview is 1200x630, the size WhatsApp, Facebook and X show large. */
const PREVIEW = { width: 1200, height: 630 };

export function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  /** A 1200x630 raster picture of the page's own (a job photograph's crop) and what it shows. */
  image?: { url: string; alt: string };
  type?: "website" | "article";
}): Metadata {
  const url = absolute(opts.path);
  // Every indexable page has a preview picture (issue 22.5): its own, else its drawn card.
  const image =
    opts.image ??
    (indexable.get(opts.path) !== false ? { url: cardPath(opts.path), alt: `${opts.title}, ${business.name}` } : null);
  return {
    title: opts.title,
    description: opts.description,
    keywords: opts.keywords,
    alternates: { canonical: url },
    ...(indexable.get(opts.path) === false ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title: opts.title,
      description: opts.description,
      url,
      siteName: business.name,
      locale: "en_GB",
      type: opts.type ?? "website",
      images: image ? [{ url: absolute(image.url), alt: image.alt, ...PREVIEW }] : undefined,
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: opts.title,
      description: opts.description,
      images: image ? [{ url: absolute(image.url), alt: image.alt }] : undefined,
    },
  };
}

const address = {
  "@type": "PostalAddress",
  streetAddress: business.registeredOffice.street,
  addressLocality: business.registeredOffice.locality,
  postalCode: business.registeredOffice.postcode,
  addressCountry: "GB",
};

/** The business, with the rating computed from the reviews shown (decision 2). */
export function localBusinessLd(extra: Record<string, unknown> = {}) {
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    name: business.name,
    legalName: business.legalName,
    url: site.siteUrl,
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.founded),
    address,
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    // The areas themselves, not a circle: a radius took in towns no area
    // serves (decision 34).
    areaServed: areaSummaries.map((a) => ({ "@type": "Place", name: a.name })),
    // The office's hours and the days it is closed, from the one schedule
    // the page's hours and 'open now' read (issue 20.2); the 24/7 line is
    // the emergency contact point, not the office.
    openingHoursSpecification: opening.weeklyGroups.map((g) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: g.days,
      opens: g.opens,
      closes: g.closes,
    })),
    specialOpeningHoursSpecification: opening.closedDates.map((date) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: date,
      validThrough: date,
      opens: "00:00",
      closes: "00:00",
    })),
    ...(opening.emergencyLineAlwaysOpen && {
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "emergency",
        telephone: business.phone.e164,
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
      },
    }),
    // No rating while the reviews are samples: it would present examples
    // as customers' reviews to every search engine (issue 31.8).
    ...(reviews.claimedRating !== null && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: reviews.claimedRating,
        reviewCount: reviews.reviewCount,
        bestRating: 5,
      },
    }),
    ...extra,
  };
}

export function breadcrumbLd(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: it.name,
      item: absolute(it.path),
    })),
  };
}

export function serviceLd(opts: {
  name: string;
  description: string;
  areaName: string;
  path: string;
  category: string;
  /** Photographs of the work done here (issue 22.4), as ImageObjects. */
  images?: { url: string; width: number; height: number; caption: string }[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: opts.name,
    description: opts.description,
    serviceType: opts.category,
    url: absolute(opts.path),
    ...(opts.images?.length
      ? {
          image: opts.images.map((i) => ({
            "@type": "ImageObject",
            contentUrl: absolute(i.url),
            width: i.width,
            height: i.height,
            caption: i.caption,
          })),
        }
      : {}),
    areaServed: { "@type": "Place", name: opts.areaName },
    provider: { "@type": "Plumber", name: business.name, telephone: business.phone.e164, url: site.siteUrl, address },
  };
}
