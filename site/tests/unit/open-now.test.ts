// The 'open now' line at fixed instants (lib/open-now.ts): both clock changes,
// bank holidays and midnight. The schedule is a fixture (Monday to Friday
// 07:00-20:00, Saturday 08:00-18:00, Sunday 09:00-17:00, some of Scotland's
// bank holidays), so a change to the real hours does not break these tests;
// the last test checks the catalogue's emitted schedule is one the function reads.
import { describe, expect, it } from "vitest";
import opening from "@/generated/data/opening.json";
import type { OpeningSchedule } from "@/generated/types";
import { londonClock, openStatus, statusText } from "@/lib/open-now";

const weekday = { opens: 7 * 60, closes: 20 * 60 };
const schedule: OpeningSchedule = {
  weekly: [
    weekday,
    weekday,
    weekday,
    weekday,
    weekday,
    { opens: 8 * 60, closes: 18 * 60 },
    { opens: 9 * 60, closes: 17 * 60 },
  ],
  closedDates: ["2026-05-25", "2026-12-25", "2026-12-28", "2028-01-03", "2028-01-04"],
  emergencyLineAlwaysOpen: true,
};
const at = (iso: string) => statusText(openStatus(schedule, new Date(iso)), schedule.emergencyLineAlwaysOpen);

describe("the office's clock", () => {
  it("is GMT in winter and BST in summer, whatever the visitor's zone", () => {
    expect(londonClock(new Date("2026-01-14T12:00:00Z"))).toEqual({ date: "2026-01-14", weekday: 2, minutes: 720 });
    expect(londonClock(new Date("2026-07-14T12:00:00Z"))).toEqual({ date: "2026-07-14", weekday: 1, minutes: 780 });
    // 23:30 UTC on a summer Saturday is already Sunday in London.
    expect(londonClock(new Date("2026-06-13T23:30:00Z"))).toMatchObject({
      date: "2026-06-14",
      weekday: 6,
      minutes: 30,
    });
  });
});

describe("open now", () => {
  it("is open in hours and says when it closes", () => {
    expect(at("2026-11-24T10:00:00Z")).toBe("Open now, closes 20:00"); // a Tuesday, GMT
    expect(at("2026-11-28T17:59:00Z")).toBe("Open now, closes 18:00"); // Saturday, a minute before closing
    expect(at("2026-11-29T09:00:00Z")).toBe("Open now, closes 17:00"); // Sunday, at opening
  });

  it("is closed outside hours and names the next opening", () => {
    expect(at("2026-11-27T20:00:00Z")).toBe("Closed, opens 08:00 Saturday; emergency line open 24/7");
    expect(at("2026-11-28T18:00:00Z")).toBe("Closed, opens 09:00 Sunday; emergency line open 24/7");
    expect(at("2026-11-24T06:59:00Z")).toBe("Closed, opens 07:00 today; emergency line open 24/7");
  });

  it("turns over at midnight, London time", () => {
    expect(at("2026-11-24T23:59:00Z")).toBe("Closed, opens 07:00 Wednesday; emergency line open 24/7");
    expect(at("2026-11-25T00:00:00Z")).toBe("Closed, opens 07:00 today; emergency line open 24/7");
    // In summer London midnight is 23:00 UTC.
    expect(at("2026-07-14T22:59:00Z")).toBe("Closed, opens 07:00 Wednesday; emergency line open 24/7");
    expect(at("2026-07-14T23:00:00Z")).toBe("Closed, opens 07:00 today; emergency line open 24/7");
  });

  it("follows the clocks going forward (29 March 2026) and back (25 October 2026)", () => {
    // Sunday 29 March: 08:30 UTC is 09:30 BST, open; the day before, 08:30 UTC was 08:30 GMT.
    expect(at("2026-03-29T08:30:00Z")).toBe("Open now, closes 17:00");
    expect(at("2026-03-28T07:30:00Z")).toBe("Closed, opens 08:00 today; emergency line open 24/7");
    // Closing on the Sunday: 16:00 UTC is 17:00 BST.
    expect(at("2026-03-29T15:59:00Z")).toBe("Open now, closes 17:00");
    expect(at("2026-03-29T16:00:00Z")).toBe("Closed, opens 07:00 Monday; emergency line open 24/7");
    // Sunday 25 October: 08:30 UTC is 08:30 GMT, not yet open; the Saturday before, 07:30 UTC was 08:30 BST.
    expect(at("2026-10-25T08:30:00Z")).toBe("Closed, opens 09:00 today; emergency line open 24/7");
    expect(at("2026-10-24T07:30:00Z")).toBe("Open now, closes 18:00");
  });

  it("is closed all day on a bank holiday, substitute days included", () => {
    // Monday 25 May 2026, Spring bank holiday.
    expect(at("2026-05-25T11:00:00Z")).toBe("Closed, opens 07:00 Tuesday; emergency line open 24/7");
    // The Sunday before opens as usual, then skips the holiday.
    expect(at("2026-05-24T17:00:00Z")).toBe("Closed, opens 07:00 Tuesday; emergency line open 24/7");
    // Christmas 2026 is a Friday; Boxing Day falls on Saturday, so Monday 28th is its substitute.
    expect(at("2026-12-24T21:00:00Z")).toBe("Closed, opens 08:00 Saturday; emergency line open 24/7");
    expect(at("2026-12-27T18:00:00Z")).toBe("Closed, opens 07:00 Tuesday; emergency line open 24/7");
    // New Year 2028 falls at a weekend: Monday 3 and Tuesday 4 January are substitutes.
    expect(at("2028-01-02T18:00:00Z")).toBe("Closed, opens 07:00 Wednesday; emergency line open 24/7");
  });
});

describe("the catalogue's schedule", () => {
  it("has seven days, bank holidays in order, and gives a line at any instant", () => {
    const real = opening as OpeningSchedule;
    expect(real.weekly).toHaveLength(7);
    expect([...real.closedDates].sort()).toEqual(real.closedDates);
    expect(real.closedDates).toContain("2026-12-25");
    expect(statusText(openStatus(real, new Date("2026-11-24T10:00:00Z")), real.emergencyLineAlwaysOpen)).toMatch(
      /^(Open now, closes \d\d:\d\d|Closed.*)$/,
    );
  });
});
