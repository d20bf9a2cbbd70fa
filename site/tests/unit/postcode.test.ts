// The browser's postcode checker (lib/postcode.ts): the grammar runs the
// vectors the API's grammar runs, every district in codegen's index finds its
// areas, and the answers use the index's sentences.
import { describe, expect, it } from "vitest";
import vectors from "../../../content-model/contract/postcode-vectors.json";
import indexJson from "@/generated/data/postcode-districts.json";
import areasJson from "@/generated/data/area-summaries.json";
import type { AreaSummary, PostcodeIndex } from "@/generated/types";
import { isProblem, parsePostcode, postcodeAnswer, problemMessage, type PostcodeQuery } from "@/lib/postcode";

const index = indexJson as unknown as PostcodeIndex;
const areas = areasJson as unknown as AreaSummary[];

/** What an area without emergency cover, or a sector beyond a window, is told. */
const plannedOnly = `Outside our emergency cover: we book planned visits here, usually ${index.plannedOnlyLead.toLowerCase()} ahead.`;

const query = (input: string): PostcodeQuery => {
  const q = parsePostcode(input);
  if (isProblem(q)) throw new Error(`${JSON.stringify(input)}: ${q.kind}`);
  return q;
};

describe("reading what a visitor types", () => {
  it.each(vectors.valid)("$input is a postcode or district", (v) => {
    const q = query(v.input);
    expect(q.district).toBe(v.district);
    expect(q.full).toBe("full" in v ? v.full : undefined);
  });

  it.each(vectors.invalid)("$input is not: $problem", (v) => {
    const q = parsePostcode(v.input);
    expect(isProblem(q)).toBe(true);
    const part = "letters" in v ? v.letters : "district" in v ? v.district : undefined;
    expect(q).toEqual(part === undefined ? { kind: v.problem } : { kind: v.problem, part });
  });

  it("every problem reads as a sentence from the copy, naming what was typed", () => {
    expect(problemMessage(index.copy, { kind: "areaOnly", part: "PA" })).toMatch(/^Add the number that follows PA:/);
    expect(problemMessage(index.copy, { kind: "incomplete", part: "G11" })).toMatch(/just its first part, G11\.$/);
    for (const kind of ["empty", "tooLong", "notAPostcode"] as const)
      expect(problemMessage(index.copy, { kind })).toMatch(/G11/);
  });
});

describe("every district in the catalogue", () => {
  const listed = areas.flatMap((a) => a.postcodes.map((d) => [d, a] as const));

  it("is the index's (which also holds the districts served from a nearby area)", () => {
    for (const [d] of listed) expect(index.districts[d], d).toBeDefined();
  });

  it.each(listed)("%s finds %o, typed alone or as a whole postcode", (d, area) => {
    // Districts an arrival window reaches only in part are answered by sector (below).
    if (index.partReach[d]) return;
    for (const input of [d, d.toLowerCase(), `${d} 1AB`, `${d.toLowerCase()}9zz`]) {
      const answer = postcodeAnswer(index, query(input));
      expect(answer.help).toBeUndefined();
      const found = answer.areas.find((a) => a.href === `/areas/${area.slug}`);
      expect(found?.name).toBe(area.name);
      expect(found?.line).toBe(
        area.emergencyArrival
          ? `Emergency call-outs 24/7: an engineer typically arrives in ${area.emergencyArrival.display}.`
          : plannedOnly,
      );
    }
  });
});

describe("coverage (issue 20.1)", () => {
  it("finds Maryhill for G22, which no area lists as its own", () => {
    const answer = postcodeAnswer(index, query("G22 5AA"));
    expect(answer.title).toBe("Yes, we cover G22 5AA.");
    expect(answer.areas.map((a) => a.href)).toEqual(["/areas/maryhill"]);
  });

  it("says why a district is not served, instead of the general help", () => {
    const beyond = postcodeAnswer(index, query("G84"));
    expect(beyond.title).toBe("G84 is outside the areas we cover.");
    expect(beyond.help).toBe(index.excluded.G84);
    // Helensburgh is nearer the city than towns we serve: not 'further out' (issue 31.2).
    expect(beyond.help).toMatch(/^Helensburgh is not one of the areas we work in\./);
    expect(postcodeAnswer(index, query("KA7 1AA")).help).toMatch(/^Ayr is further out than the areas we travel to\./);
    expect(postcodeAnswer(index, query("EH1")).help).toBe(index.copy.outsideHelp);
  });
});

describe("answers", () => {
  const kilwinning = areas.find((a) => a.slug === "kilwinning")!;
  const planned = { slug: "kitchen-fitting", name: "Kitchen Fitting", emergency: false };
  const urgent = { slug: "boiler-repair", name: "Boiler Repair", emergency: true };

  it("names the whole postcode when one was typed", () => {
    expect(postcodeAnswer(index, query("pa1 1xx")).title).toBe("Yes, we cover PA1 1XX.");
    expect(postcodeAnswer(index, query("pa1")).title).toBe("Yes, we cover PA1.");
  });

  it("outside the areas says so and what the visitor can still do", () => {
    const a = postcodeAnswer(index, query("EH1 1AA"));
    expect(a.title).toBe("EH1 1AA is outside the areas we cover.");
    expect(a.areas).toEqual([]);
    expect(a.help).toMatch(/call us or ask for a quote/);
  });

  it("on a service's page, links the service in each area with its cover there", () => {
    const [first] = postcodeAnswer(index, query("PA1"), urgent).areas;
    expect(first.service).toEqual({ href: "/services/boiler-repair/paisley", text: "Boiler Repair in Paisley" });
    expect(first.line).toMatch(/^Emergency call-outs 24\/7/);
    expect(postcodeAnswer(index, query("PA1"), planned).areas[0].line).toBe(
      "We book this work here as a planned visit, at a time that suits you.",
    );
    // An emergency service where the area has no emergency cover: by appointment.
    expect(kilwinning.emergencyArrival).toBeNull();
    expect(postcodeAnswer(index, query(kilwinning.postcodes[0]), urgent).areas[0].line).toBe(plannedOnly);
  });

  it("lists an area whose main district it is first", () => {
    const names = postcodeAnswer(index, query("G11")).areas.map((a) => a.name);
    expect(names[0]).toBe("Partick");
    expect(names.length).toBeGreaterThan(1);
  });
});

describe("a district an arrival window reaches only in part (issue 31.2)", () => {
  const dumbarton = areas.find((a) => a.slug === "dumbarton")!;
  const window = dumbarton.emergencyArrival!.display;
  const urgent = { slug: "emergency-plumbing", name: "Emergency Plumbing", emergency: true };

  it("promises Dumbarton's window in Alexandria's sectors of G83 only", () => {
    for (const input of ["G83 0AB", "g839xy"]) {
      const [a] = postcodeAnswer(index, query(input)).areas;
      expect(a.href).toBe("/areas/dumbarton");
      expect(a.line).toBe(`Emergency call-outs 24/7: an engineer typically arrives in ${window}.`);
    }
  });

  it("answers Arrochar, Balloch and Luss (G83 7, G83 8) and Stonehouse (ML9 3) as planned work", () => {
    for (const input of ["G83 7AA", "G83 8QL", "ML9 3AB"]) {
      const answer = postcodeAnswer(index, query(input));
      expect(answer.title).toBe(`Yes, we cover ${query(input).full}.`);
      expect(answer.areas.map((a) => a.line)).toEqual([plannedOnly]);
      expect(postcodeAnswer(index, query(input), urgent).areas[0].line).toBe(plannedOnly);
    }
  });

  it("tells a visitor who gives only the district which part has the window", () => {
    const [a] = postcodeAnswer(index, query("G83")).areas;
    expect(a.line).toBe(
      `Emergency call-outs 24/7 in G83 0 and G83 9 (Alexandria and Bonhill): an engineer typically arrives in ${window}. ` +
        "Elsewhere in G83 (Balloch, Jamestown, Gartocharn, Luss, Arrochar and Tarbet) we book planned visits only: enter your whole postcode to see which applies.",
    );
  });
});
