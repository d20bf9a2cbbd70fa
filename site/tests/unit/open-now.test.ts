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
  weeklyGroups: [],
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

/** The UTC instant of `minutes` after midnight on London date `date`: BST
 * (UTC+1) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
 * last Sunday of October, GMT otherwise. Worked out here from the rule, not
 * from the clock the code under test uses. */
function londonInstant(date: string, minutes: number): Date {
  const [y] = date.split("-").map(Number);
  const lastSunday = (month: number) => {
    const d = new Date(Date.UTC(y, month + 1, 0));
    d.setUTCDate(d.getUTCDate() - d.getUTCDay());
    return Date.UTC(y, month, d.getUTCDate(), 1);
  };
  const gmt = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const bst = gmt - 3_600_000 >= lastSunday(2) && gmt - 3_600_000 < lastSunday(9);
  return new Date(bst ? gmt - 3_600_000 : gmt);
}

describe("every day of the catalogue's holiday years (issue 20.2)", () => {
  const real = opening as OpeningSchedule;
  const closed = new Set(real.closedDates);
  const first = Number(real.closedDates[0].slice(0, 4));
  const last = Number(real.closedDates[real.closedDates.length - 1].slice(0, 4));

  it("says open exactly when the schedule is, at several times of each day", () => {
    let checked = 0;
    for (let t = Date.UTC(first, 0, 1); t <= Date.UTC(last, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const hours = closed.has(date) ? null : real.weekly[(new Date(t).getUTCDay() + 6) % 7];
      for (const minutes of [
        6 * 60 + 59,
        7 * 60,
        8 * 60 + 30,
        12 * 60,
        16 * 60 + 59,
        17 * 60,
        19 * 60 + 59,
        23 * 60 + 30,
      ]) {
        const expected = hours !== null && minutes >= hours.opens && minutes < hours.closes;
        expect(openStatus(real, londonInstant(date, minutes)).open, `${date} ${minutes}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(365 * 8 * 2);
  });

  it("is closed on Christmas Day and New Year's Day when they fall at a weekend", () => {
    for (const date of ["2027-12-25", "2027-12-26", "2028-01-01", "2028-01-02", "2026-12-26"]) {
      expect(openStatus(real, londonInstant(date, 12 * 60)).open, date).toBe(false);
    }
  });

  it("publishes to search engines the hours it shows: each group is its days' hours", () => {
    const hhmm = (m: number) =>
      `${String(Math.floor(Math.min(m, 1439) / 60)).padStart(2, "0")}:${String(Math.min(m, 1439) % 60).padStart(2, "0")}`;
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const grouped = real.weeklyGroups.flatMap((g) => g.days);
    expect([...grouped].sort()).toEqual(days.filter((_, i) => real.weekly[i] !== null).sort());
    for (const g of real.weeklyGroups) {
      for (const day of g.days) {
        const span = real.weekly[days.indexOf(day)]!;
        expect([g.opens, g.closes], day).toEqual([hhmm(span.opens), hhmm(span.closes)]);
      }
    }
  });
});
