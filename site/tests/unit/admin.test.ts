// The inbox's pure parts: hash routes, London times, query strings, and the
// schemas that turn an API drift into a clear message.
import { describe, expect, it } from "vitest";
import { hrefOf, parseRoute, resetToken } from "@/components/admin/context";
import { dateTime, londonDay, mailKindLabel, percent, span, telling } from "@/components/admin/format";
import { query } from "@/components/admin/api";
import { leadPage, newPassword, resetAnswer, session } from "@/components/admin/schemas";

describe("inbox hash routes", () => {
  it("reads each screen and a lead's id, and falls back to the leads", () => {
    expect(parseRoute("#/leads/42")).toEqual({ name: "lead", id: 42 });
    expect(parseRoute("#/spam")).toEqual({ name: "spam" });
    expect(parseRoute("#/results?x=1")).toEqual({ name: "results" });
    expect(parseRoute("")).toEqual({ name: "leads" });
    expect(parseRoute("#/leads/abc")).toEqual({ name: "leads" });
    expect(parseRoute("#/nowhere")).toEqual({ name: "leads" });
    expect(hrefOf({ name: "lead", id: 7 })).toBe("#/leads/7");
  });
});

describe("a password-reset link", () => {
  it("reads the token from the fragment, and nothing else as one", () => {
    const token = "ab".repeat(32);
    expect(resetToken(`#reset=${token}`)).toBe(token);
    expect(resetToken("#/leads")).toBeNull();
    expect(resetToken("#reset=")).toBeNull();
    expect(resetToken(`#/reset=${token}`)).toBeNull();
    // The reset form is not a screen of the signed-in inbox.
    expect(parseRoute(`#reset=${token}`)).toEqual({ name: "leads" });
  });
  it("checks the API's length rules in its words, counting characters as Rust does", () => {
    expect(newPassword.safeParse("kelvingrove bandstand").success).toBe(true);
    expect(newPassword.safeParse("short").error?.issues[0].message).toBe(
      "The password must be at least 12 characters long.",
    );
    // Eleven emoji are 22 UTF-16 units but eleven characters: too short.
    expect(newPassword.safeParse("🔧".repeat(11)).success).toBe(false);
    expect(newPassword.safeParse("🔧".repeat(12)).success).toBe(true);
    expect(newPassword.safeParse("é".repeat(513)).error?.issues[0].message).toBe(
      "The password must be at most 1024 bytes long.",
    );
  });
  it("reads the API's answer", () => {
    expect(resetAnswer.parse({ success: true, message: "Sent." }).message).toBe("Sent.");
    expect(resetAnswer.safeParse({ success: false, error: "x" }).success).toBe(false);
  });
});

describe("inbox formatting", () => {
  it("shows times in Glasgow, with British Summer Time", () => {
    expect(dateTime("2026-07-01T22:30:00Z")).toBe("1 Jul 2026, 23:30");
    expect(dateTime("2026-12-01T22:30:00Z")).toBe("1 Dec 2026, 22:30");
    expect(dateTime(null)).toBe("—");
  });
  it("takes today's London day, not UTC's", () => {
    expect(londonDay(0, new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
    expect(londonDay(-6, new Date("2026-07-01T12:00:00Z"))).toBe("2026-06-25");
  });
  it("names outbox kinds and rates in words", () => {
    expect(mailKindLabel("enquiry-notification")).toBe("Notification to you");
    expect(mailKindLabel("some-new-kind")).toBe("Some new kind");
    expect(percent(0.0425)).toBe("4.3%");
  });
  it("builds query strings from the values given", () => {
    expect(query({ view: "spam", q: "", page: 2, stage: undefined })).toBe("?view=spam&page=2");
    expect(query({})).toBe("");
  });
});

describe("inbox schemas", () => {
  it("accept the session answer and reject a drifted one", () => {
    expect(
      session.safeParse({ email: "a@b.test", role: "staff", csrfToken: "t", expiresAt: "2026-01-01T00:00:00Z" })
        .success,
    ).toBe(true);
    // A role the inbox does not know is refused, never taken for the owner's.
    expect(
      session.safeParse({ email: "a@b.test", role: "admin", csrfToken: "t", expiresAt: "2026-01-01T00:00:00Z" })
        .success,
    ).toBe(false);
    const drifted = session.safeParse({ email: "a@b.test", role: "owner", csrf_token: "t", expiresAt: "x" });
    expect(drifted.success).toBe(false);
    expect(drifted.error?.issues[0].path).toEqual(["csrfToken"]);
  });
  it("reads a lead's problems as text whatever JSON they are", () => {
    const summary = {
      id: 1,
      createdAt: "2026-01-01T00:00:00Z",
      status: "incomplete",
      stage: "new",
      stageChangedAt: null,
      pinned: false,
      isEmergency: false,
      version: 1,
      firstContactAt: null,
      followUpOn: null,
      overdue: false,
      name: "A",
      phone: "0141 496 0000",
      email: null,
      service: "Tap Repair",
      location: null,
      pagePath: "/contact",
      utmSource: null,
      utmCampaign: null,
      delivery: { notification: null, acknowledgement: null },
      area: null,
      money: {
        quotedPence: null,
        quotedAt: null,
        wonPence: null,
        wonAt: null,
        wonSource: null,
        lostReason: null,
        chasedAt: null,
        chaseDue: false,
      },
    };
    const detail = {
      ...summary,
      message: null,
      referrer: null,
      utmMedium: null,
      utmTerm: null,
      utmContent: null,
      userAgent: "x",
      problems: { phone: "Enter your phone number", extra: 3 },
    };
    const parsed = leadPage.parse({
      lead: detail,
      related: [],
      history: [],
      mail: [],
      links: { tel: null, whatsapp: null, email: null },
      quotes: [],
      quoteTerms: { vatRateBasisPoints: 2000, vatNumber: "GB000000000", validityDays: 30 },
    });
    expect(parsed.lead.problems).toEqual({ phone: "Enter your phone number", extra: "3" });
  });
});

describe("a lead's referrer", () => {
  it("is shown only when it says more than the form's own page", () => {
    const host = "www.example.co.uk";
    expect(telling("https://www.example.co.uk/services/boiler-repair", "/services/boiler-repair", host)).toBeNull();
    expect(telling("https://www.google.com/", "/services/boiler-repair", host)).toBe("https://www.google.com/");
    expect(telling("https://www.example.co.uk/blog/x", "/services/boiler-repair", host)).toBe(
      "https://www.example.co.uk/blog/x",
    );
    expect(telling("android-app://com.google", "/contact", host)).toBe("android-app://com.google");
    expect(telling(null, "/contact", host)).toBeNull();
  });

  it("names the customer's acknowledgement for what it is", () => {
    expect(mailKindLabel("enquiry-acknowledgement")).toBe("Acknowledgement to the customer");
  });
});

describe("how long a lead waited", () => {
  it("reads as the owner says it", () => {
    const at = "2026-11-25T10:00:00.000Z";
    const after = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
    expect(span(at, after(30_000))).toBe("under a minute");
    expect(span(at, after(25 * 60_000))).toBe("25 min");
    expect(span(at, after(60 * 60_000))).toBe("1 h");
    expect(span(at, after(135 * 60_000))).toBe("2 h 15 min");
    expect(span(at, after(3 * 86_400_000))).toBe("3 days");
    expect(span(at, "not a time")).toBe("under a minute");
  });
});
