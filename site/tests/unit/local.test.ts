import { describe, expect, it } from "vitest";
import { issuesFor } from "@/lib/local";

const issues = [
  "Lead supply pipes in pre-1970 tenements",
  "Shared soil stacks and back-court drains",
  "Slipped slates and worn flat roofs",
  "Condensation in small tenement kitchens and bathrooms",
];

describe("a service-in-area page's local problems", () => {
  it("keeps only the problems of the service's trade", () => {
    expect(issuesFor("drainage", issues)).toEqual(["Shared soil stacks and back-court drains"]);
    expect(issuesFor("roofing", issues)).toEqual(["Slipped slates and worn flat roofs"]);
    expect(issuesFor("kitchen-bathroom", issues)).toEqual(["Condensation in small tenement kitchens and bathrooms"]);
    expect(issuesFor("heating", issues)).toEqual([]);
  });
});
