// The postcode checker's reading of what a visitor types, and its answer
// (issue 13.1). The grammar is the API's (content-model/src/postcode.rs), so
// the answer with JavaScript and the API's page without it agree; the
// sentences and the district index come from codegen's
// /postcode-districts.json. Where an area's arrival window reaches only part
// of a district (G83 up Loch Lomondside), a whole postcode is answered by its
// sector, the digit after the space (issue 31.2). The checker island loads this module and the
// index when a visitor first asks, so pages do not carry either.
import type { PostcodeIndex } from "@/generated/types";

export type PostcodeQuery = { district: string; full?: string };
/** `part` is what the message names: the letters of 'areaOnly', the district of 'incomplete'. */
export type PostcodeProblem = { kind: keyof PostcodeIndex["copy"]["problems"]; part?: string };

/** The checker's message, which its input is described by (one checker per page). */
export const POSTCODE_ERROR_ID = "postcode-error";

/** The longest input read: the longest postcode, 'EC1A 1BB', with room for stray spaces. */
export const MAX_INPUT_CHARS = 16;

// Area letters: never Q, V or X first, nor I, J or Z second.
const AREA = "[A-PR-UWYZ][A-HK-Y]?";
const area = new RegExp(`^${AREA}$`);
// A district: G1, G11, PA1, PA15, W1A, EC1A.
const outward = new RegExp(`^${AREA}\\d[\\dA-Z]?$`);
// The second part: a digit and two letters, never C, I, K, M, O or V.
const inward = /^\d[ABD-HJLNP-UW-Z]{2}$/;
const inwardStart = /^\d[ABD-HJLNP-UW-Z]?$/;
const spaces = /\s+/g;

/** Reads a postcode or a district in any case and spacing; a problem says why it is neither. */
export function parsePostcode(input: string): PostcodeQuery | PostcodeProblem {
  const trimmed = input.trim();
  if (!trimmed) return { kind: "empty" };
  if ([...trimmed].length > MAX_INPUT_CHARS) return { kind: "tooLong" };
  // ASCII only, as the API reads it: 'ı'.toUpperCase() would be an ASCII 'I'.
  const upper = trimmed.replace(/[a-z]/g, (c) => c.toUpperCase());
  const compact = upper.replace(spaces, "");
  if (!/^[A-Z\d]+$/.test(compact)) return { kind: "notAPostcode" };
  if (compact.length >= 5) {
    const out = compact.slice(0, -3);
    const inn = compact.slice(-3);
    if (outward.test(out) && inward.test(inn)) return { district: out, full: `${out} ${inn}` };
  }
  if (outward.test(compact)) return { district: compact };
  if (area.test(compact)) return { kind: "areaOnly", part: compact };
  // 'G11 6' or 'G11 6A': a district, a space, and the start of the rest.
  const gap = upper.search(/\s/);
  if (gap > 0 && outward.test(upper.slice(0, gap)) && inwardStart.test(upper.slice(gap).replace(spaces, "")))
    return { kind: "incomplete", part: upper.slice(0, gap) };
  return { kind: "notAPostcode" };
}

export function isProblem(r: PostcodeQuery | PostcodeProblem): r is PostcodeProblem {
  return "kind" in r;
}

/** The sentence a problem shows, from the index's copy ('{letters}' or '{district}' filled in). */
export function problemMessage(copy: PostcodeIndex["copy"], p: PostcodeProblem): string {
  return copy.problems[p.kind].replace(/\{\w+\}/, p.part ?? "");
}

/** The service whose page the checker is on: the answer links it in each area. */
export type CheckedService = { slug: string; name: string; emergency: boolean };

export type PostcodeAnswer = {
  title: string;
  /** Outside the areas: what the visitor can still do. */
  help?: string;
  areas: { name: string; href: string; line: string; service?: { href: string; text: string } }[];
};

/** How far the serving areas' windows reach what was asked (`Coverage::reach` in content-model). */
type Reach = { kind: "window" } | { kind: "planned-only" } | { kind: "part"; part: PostcodeIndex["partReach"][string] };

function reachOf(index: PostcodeIndex, q: PostcodeQuery): Reach {
  const part = index.partReach[q.district];
  if (!part) return { kind: "window" };
  if (!q.full) return { kind: "part", part };
  const sector = Number(q.full.slice(q.district.length).trim()[0]);
  return part.windowSectors.includes(sector) ? { kind: "window" } : { kind: "planned-only" };
}

/** What an answer says of an area's cover (`AnswerCopy::cover_line` in content-model). */
function coverLine(
  index: PostcodeIndex,
  q: PostcodeQuery,
  arrival: PostcodeIndex["areas"][number]["arrival"],
  service?: CheckedService,
): string {
  const c = index.copy;
  if (service && !service.emergency) return c.planned;
  const reach = reachOf(index, q);
  if (!arrival || reach.kind === "planned-only")
    return c.noEmergency.replace("{lead}", index.plannedOnlyLead.toLowerCase());
  if (reach.kind === "window") return c.emergency.replace("{window}", arrival.display);
  return c.part
    .replace("{sectors}", reach.part.windowSectorNames)
    .replace("{places}", reach.part.windowPlaces)
    .replace("{window}", arrival.display)
    .replace("{district}", q.district)
    .replace("{rest}", reach.part.plannedPlaces);
}

export function postcodeAnswer(index: PostcodeIndex, q: PostcodeQuery, service?: CheckedService): PostcodeAnswer {
  const c = index.copy;
  const found = (index.districts[q.district] ?? []).map((i) => index.areas[i]);
  return {
    title: (found.length ? c.covered : c.outside).replace("{postcode}", q.full ?? q.district),
    help: found.length ? undefined : (index.excluded[q.district] ?? c.outsideHelp),
    areas: found.map((a) => ({
      name: a.name,
      href: `/areas/${a.slug}`,
      line: coverLine(index, q, a.arrival, service),
      service: service && { href: `/services/${service.slug}/${a.slug}`, text: `${service.name} in ${a.name}` },
    })),
  };
}
