// Which pages a sample build makes (lib/data.ts `sampleChoice`, issue 34.6):
// one job's sample is its service, its area and the areas nearest it by
// great-circle distance, and every name that is not the catalogue's fails.
import { describe, expect, it } from "vitest";
import { SAMPLE_JOB_NEAREST, sampleChoice } from "@/lib/data";

describe("a sample build's choice", () => {
  it("builds one job's service, its area and its nearest areas", () => {
    const choice = sampleChoice({ SITE_SAMPLE_JOB: "sample-boiler-repair-partick" });
    expect(choice.services).toEqual(["boiler-repair"]);
    expect(choice.areas[0]).toBe("partick");
    expect(choice.areas).toHaveLength(1 + SAMPLE_JOB_NEAREST);
    // Partick's neighbours on the map, not areas sharing its postcode letters.
    expect(choice.areas).toContain("govan");
    expect(choice.areas).not.toContain("bishopbriggs");
  });

  it("fails on a job, service or area the catalogue does not have", () => {
    expect(() => sampleChoice({ SITE_SAMPLE_JOB: "boiler-repair-atlantis" })).toThrow(
      /SITE_SAMPLE_JOB: `boiler-repair-atlantis` is not a job/,
    );
    expect(() => sampleChoice({ SITE_SAMPLE_AREAS: "paisley,pasiley" })).toThrow(
      /SITE_SAMPLE_AREAS: `pasiley` is not an area/,
    );
    expect(() => sampleChoice({ SITE_SAMPLE_SERVICES: "boiler-repairs" })).toThrow(
      /SITE_SAMPLE_SERVICES: `boiler-repairs` is not a service/,
    );
  });

  it("keeps the default sample without settings", () => {
    expect(sampleChoice({})).toEqual({
      services: ["boiler-repair", "emergency-plumbing", "bathroom-installation"],
      areas: ["glasgow-city-centre", "partick", "paisley", "kilwinning"],
    });
  });
});
