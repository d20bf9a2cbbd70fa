// The completed jobs (codegen's jobs.json) and their photographs, made ready
// by scripts/photos.mjs (generated/photos.json): which jobs each page shows.
// Server components only, like lib/data.ts.
import type { JobView } from "@/generated/types";
import jobsJson from "@/generated/data/jobs.json";
import photosJson from "@/generated/photos.json";
import { areaSummaries, routes, serviceBySlug } from "@/lib/data";
import { firstPageOf, isWorkRoute, onList, pageOf, type WorkRoute } from "@/lib/work-pages";
import type { WorkList } from "@/generated/types";

/** One encoded size of a photograph. */
export type PhotoSource = { url: string; width: number };

/** A photograph as scripts/photos.mjs leaves it for the pages. */
export type PhotoAsset = {
  width: number;
  height: number;
  /** A tiny blurred copy, shown until the picture loads. */
  placeholder: string;
  sources: { avif: PhotoSource[]; jpeg: PhotoSource[] };
  og: { url: string; width: number; height: number };
};

/** A job with its photographs resolved: what the page it earned tells in full. */
export type JobCardData = Omit<JobView, "photos"> & {
  photos: { alt: string; caption: string; asset: PhotoAsset }[];
  /** The job's own page, its service in its area, where it is told in full. */
  pagePath: string;
};

/** A thumbnail: the sizes a card's picture offers, no link preview. */
export type Thumbnail = Omit<PhotoAsset, "og">;

/**
 * A job as a brief card shows it on every page but the one it earned (issue
 * 34.6): exactly what the card shows, so the page's data carries no more of
 * the story than its HTML (decision 69).
 */
export type JobBrief = {
  slug: string;
  service: string;
  area: string;
  isSample: boolean;
  /** 'Boiler Repair in Thornwood, Partick'. */
  title: string;
  /** 'October 2026'. */
  completed: string;
  /** One line of what the customer found. */
  excerpt: string;
  photo: { alt: string; asset: Thumbnail } | null;
  /** The page it earned, at its anchor. */
  href: string;
};

// Checked against the JobView schema when emitted; photos.json is written by
// the same build from the same list.
export const jobs = jobsJson as unknown as JobView[];
const photos = photosJson as unknown as Record<string, PhotoAsset>;

function assetOf(job: JobView, file: string): PhotoAsset {
  const asset = photos[file];
  if (!asset) throw new Error(`jobs[${job.slug}]: ${file} is not in generated/photos.json (run scripts/photos.mjs)`);
  return asset;
}

const pagePathOf = (job: { service: string; area: string }) => `/services/${job.service}/${job.area}`;

/** The job as its own page tells it; a photograph missing from the manifest is a build error. */
export function jobCard(job: JobView): JobCardData {
  return {
    ...job,
    pagePath: pagePathOf(job),
    photos: job.photos.map((p) => ({ alt: p.alt, caption: p.caption, asset: assetOf(job, p.file) })),
  };
}

/** Longest excerpt a brief card shows, in characters. */
export const EXCERPT_MAX = 110;

/** The first sentence of `text`, cut at a word within EXCERPT_MAX characters. */
export function excerptOf(text: string): string {
  const first = text.trim().match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text.trim();
  if (first.length <= EXCERPT_MAX) return first;
  const cut = first.slice(0, EXCERPT_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/** The job as a brief card shows it: its first photograph's smaller sizes only. */
export function jobBrief(job: JobView): JobBrief {
  const place = job.neighbourhoodName ? `${job.neighbourhoodName}, ${job.areaName}` : job.areaName;
  const first = job.photos[0];
  const thumbnail = (asset: PhotoAsset): Thumbnail => {
    const small = (list: PhotoSource[]) => (list.length > 1 ? list.slice(0, -1) : list);
    const { width, height, placeholder, sources } = asset;
    return {
      width,
      height,
      placeholder,
      sources: { avif: small(sources.avif), jpeg: small(sources.jpeg) },
    };
  };
  return {
    slug: job.slug,
    service: job.service,
    area: job.area,
    isSample: job.isSample,
    title: `${job.serviceName} in ${place}`,
    completed: job.completed.display,
    excerpt: excerptOf(job.problem),
    photo: first ? { alt: first.alt, asset: thumbnail(assetOf(job, first.file)) } : null,
    href: `${pagePathOf(job)}#${job.slug}`,
  };
}

/** Newest first, as the catalogue lists them (month, then the list's order). */
function newestFirst(list: JobView[]): JobView[] {
  const key = (j: JobView) => j.completed.year * 12 + j.completed.month;
  return [...list].sort((a, b) => key(b) - key(a));
}

/**
 * How far 'nearby' reaches: great-circle miles between the areas' centres
 * (within codegen's NEAREST_MILES, which lists every area that near). Four miles is
 * a neighbour (Kilwinning and Irvine, Renfrew and Paisley); Partick is 4.8
 * from Paisley across the river, and no customer there thinks it local.
 */
export const NEARBY_MILES = 4;

/**
 * Great-circle miles from area `a` to area `b` (codegen's `nearest`, from
 * the areas' OS Open Names centres): 0 for the same area, Infinity for an
 * area beyond those listed near `a` (every one within 8 miles).
 */
export function milesBetween(a: string, b: string): number {
  if (a === b) return 0;
  const near = areaSummaries.find((s) => s.slug === a)?.nearest ?? [];
  return near.find((n) => n.slug === b)?.miles ?? Number.POSITIVE_INFINITY;
}

/**
 * A service-in-area page's work: the jobs done here, told in full, then
 * briefs of the same service's jobs in the nearest areas within
 * NEARBY_MILES, nearest first; at most `limit` in all.
 */
export function recentWorkFor(service: string, area: string, limit = 3): { here: JobCardData[]; nearby: JobBrief[] } {
  const ofService = newestFirst(jobs.filter((j) => j.service === service));
  const here = ofService.filter((j) => j.area === area).slice(0, limit);
  const nearby = ofService
    .map((j) => ({ j, miles: milesBetween(area, j.area) }))
    .filter(({ miles }) => miles > 0 && miles <= NEARBY_MILES)
    .sort((x, y) => x.miles - y.miles)
    .slice(0, limit - here.length)
    .map(({ j }) => jobBrief(j));
  return { here: here.map(jobCard), nearby };
}

/** Every job in `area`, newest first, as brief cards. */
export const workInArea = (area: string, limit = 3) =>
  newestFirst(jobs.filter((j) => j.area === area))
    .slice(0, limit)
    .map(jobBrief);

/** Every job of `service`, newest first, as brief cards. */
export const workForService = (service: string, limit = 3) =>
  newestFirst(jobs.filter((j) => j.service === service))
    .slice(0, limit)
    .map(jobBrief);

/** Every page of 'Our work' (codegen's work_pages): one page of one list each. */
export const workRoutes: WorkRoute[] = routes.filter(isWorkRoute);

const categoryOf = (service: string) => serviceBySlug(service)?.category;

/** The jobs one page of 'Our work' shows, newest first: brief cards linking to the pages they earned. */
export const workPage = (route: WorkRoute) =>
  pageOf(route, newestFirst(jobs.filter((j) => onList(route.list, j, categoryOf)))).map(jobBrief);

/** Where 'See more of our work' goes: the list's first page, or every job's when it has none. */
export const workListHref = (list: WorkList) => firstPageOf(list, workRoutes)?.path ?? "/our-work";

/**
 * On a service-in-area page, the question its newest real job here answers
 * (samples never do): what the work has involved lately, with when, the
 * property, the time on site and the price paid when the record gives one.
 */
export function latestWorkQuestion(
  here: JobCardData[],
  serviceLower: string,
  area: { slug: string; name: string },
): { q: string; a: string } | null {
  const latest = here.find((j) => j.area === area.slug && !j.isSample);
  if (!latest) return null;
  const where = latest.neighbourhoodName ? ` in ${latest.neighbourhoodName}` : "";
  const kind = latest.propertyName.toLowerCase();
  const property = `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} property`;
  const paid = latest.price ? `; the customer paid ${latest.price.display}` : "";
  return {
    q: `What has ${serviceLower} in ${area.name} involved lately?`,
    a: `Our latest ${serviceLower} job here, in ${latest.completed.display}, was at ${property}${where} and took ${latest.took.display} on site${paid}. Below is what was wrong, what we did and how it turned out.`,
  };
}
