// The completed jobs (codegen's jobs.json) and their photographs, made ready
// by scripts/photos.mjs (generated/photos.json): which jobs each page shows.
// Server components only, like lib/data.ts.
import type { JobView } from "@/generated/types";
import jobsJson from "@/generated/data/jobs.json";
import photosJson from "@/generated/photos.json";
import { areaBySlug } from "@/lib/data";

/** One encoded size of a photograph. */
export type PhotoSource = { url: string; width: number };

/** A photograph as scripts/photos.mjs leaves it for the pages. */
export type PhotoAsset = {
  width: number;
  height: number;
  /** A tiny blurred copy, shown until the picture loads. */
  placeholder: string;
  sources: { avif: PhotoSource[]; webp: PhotoSource[]; jpeg: PhotoSource[] };
  og: { url: string; width: number; height: number };
};

/** A job with its photographs resolved: what a job card shows. */
export type JobCardData = Omit<JobView, "photos"> & {
  photos: { alt: string; caption: string; asset: PhotoAsset }[];
  /** The job's own page, its service in its area, where it is told in full. */
  pagePath: string;
};

// Checked against the JobView schema when emitted; photos.json is written by
// the same build from the same list.
export const jobs = jobsJson as unknown as JobView[];
const photos = photosJson as unknown as Record<string, PhotoAsset>;

/** The job as a card shows it; a photograph missing from the manifest is a build error. */
export function jobCard(job: JobView): JobCardData {
  return {
    ...job,
    pagePath: `/services/${job.service}/${job.area}`,
    photos: job.photos.map((p) => {
      const asset = photos[p.file];
      if (!asset)
        throw new Error(`jobs[${job.slug}]: ${p.file} is not in generated/photos.json (run scripts/photos.mjs)`);
      return { alt: p.alt, caption: p.caption, asset };
    }),
  };
}

/** Newest first, as the catalogue lists them (month, then the list's order). */
function newestFirst(list: JobView[]): JobView[] {
  const key = (j: JobView) => j.completed.year * 12 + j.completed.month;
  return [...list].sort((a, b) => key(b) - key(a));
}

/** A postcode's letters ('G', 'PA'): areas sharing them are neighbours on the map. */
const postcodeArea = (district: string) => district.replace(/[0-9].*$/, "");

/**
 * How near area `b` is to area `a`, smaller nearer: 0 for the same area,
 * then areas sharing a postcode area by their difference in distance from
 * the city centre, then the rest. (The catalogue has no coordinates; the
 * postcode area and the road distance are what it knows.)
 */
export function nearness(a: string, b: string): number {
  if (a === b) return 0;
  const from = areaBySlug(a);
  const to = areaBySlug(b);
  if (!from || !to) return Number.POSITIVE_INFINITY;
  const sameLetters = from.postcodes.some((p) => to.postcodes.some((q) => postcodeArea(p) === postcodeArea(q)));
  const apart = 1 + Math.abs(from.distanceMiles - to.distanceMiles);
  return sameLetters ? apart : 1000 + apart;
}

/** Jobs of `service` in `area`, then in the nearest other areas; at most `limit`. */
export function recentWorkFor(service: string, area: string, limit = 3): JobCardData[] {
  return newestFirst(jobs.filter((j) => j.service === service))
    .map((j) => ({ j, near: nearness(area, j.area) }))
    .filter(({ near }) => near < 1000)
    .sort((x, y) => x.near - y.near)
    .slice(0, limit)
    .map(({ j }) => jobCard(j));
}

/** Every job in `area`, newest first. */
export const workInArea = (area: string, limit = 3) =>
  newestFirst(jobs.filter((j) => j.area === area))
    .slice(0, limit)
    .map(jobCard);

/** Every job of `service`, newest first. */
export const workForService = (service: string, limit = 3) =>
  newestFirst(jobs.filter((j) => j.service === service))
    .slice(0, limit)
    .map(jobCard);

/** Every job, newest first, for the 'Our work' page. */
export const allWork = () => newestFirst(jobs).map(jobCard);

/**
 * On a service-in-area page, the question its newest real job here answers
 * (samples never do): what the work has involved lately, with when, the
 * property, the time on site and the price paid when the record gives one.
 */
export function latestWorkQuestion(
  work: JobCardData[],
  serviceLower: string,
  area: { slug: string; name: string },
): { q: string; a: string } | null {
  const latest = work.find((j) => j.area === area.slug && !j.isSample);
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
