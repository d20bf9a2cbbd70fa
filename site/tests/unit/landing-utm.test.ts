import { describe, expect, it } from "vitest";
import { landingUtm } from "@/lib/landing-utm";

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe("landingUtm", () => {
  it("keeps the landing page's source and campaign for the later pages of the visit", () => {
    const store = memory();
    expect(landingUtm("?utm_source=google&utm_campaign=winter-boilers", store)).toEqual({
      utmSource: "google",
      utmCampaign: "winter-boilers",
    });
    expect(landingUtm("", store)).toEqual({ utmSource: "google", utmCampaign: "winter-boilers" });
    expect(landingUtm("?utm_source=facebook", store)).toEqual({ utmSource: "facebook", utmCampaign: undefined });
    expect(landingUtm("?q=x", store)).toEqual({ utmSource: "facebook", utmCampaign: undefined });
  });

  it("leaves out values the API would refuse, and survives blocked or tampered storage", () => {
    expect(landingUtm(`?utm_source=${"x".repeat(65)}`, memory())).toEqual({
      utmSource: undefined,
      utmCampaign: undefined,
    });
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(landingUtm("?utm_source=google", blocked)).toEqual({ utmSource: "google", utmCampaign: undefined });
    expect(landingUtm("", blocked)).toEqual({ utmSource: undefined, utmCampaign: undefined });
    const tampered = memory();
    tampered.setItem("landing-utm", JSON.stringify({ utmSource: { evil: 1 }, utmCampaign: "a\u0007b" }));
    expect(landingUtm("", tampered)).toEqual({ utmSource: undefined, utmCampaign: undefined });
    expect(landingUtm("", undefined)).toEqual({ utmSource: undefined, utmCampaign: undefined });
  });
});
