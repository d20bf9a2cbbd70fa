"use client";
// A lead's follow-up date (issue 23.3): set or cleared; past it, while the
// lead is open, it is overdue, listed next after the pinned emergencies and
// named in the daily digest.
import type { FollowUpChange } from "@/generated/types";
import { useId, useState } from "react";
import { day } from "./format";
import type { LeadPage } from "./schemas";
import { Button, Card, inputClass, labelClass } from "./ui";
import { SpeedToLead } from "./lead-card";

type Act = (path: string, body: Record<string, unknown>, success: string) => void;

export function FollowUp({ lead, busy, act }: { lead: LeadPage["lead"]; busy: boolean; act: Act }) {
  const id = useId();
  const [on, setOn] = useState(lead.followUpOn ?? "");
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Follow-up</h2>
      <SpeedToLead lead={lead} />
      {lead.followUpOn && (
        <p className={`mt-1 text-sm ${lead.overdue ? "font-semibold text-emergency-700" : "text-muted"}`}>
          {lead.overdue ? "Overdue: was due" : "Due"} {day(lead.followUpOn)}
        </p>
      )}
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          act(
            "/follow-up",
            { on: on || null } satisfies Omit<FollowUpChange, "version">,
            on ? `Follow up on ${day(on)}.` : "Follow-up date cleared.",
          );
        }}
      >
        <div className="min-w-[10rem] flex-1">
          <label htmlFor={`${id}-on`} className={labelClass}>
            Follow up on
          </label>
          <input
            id={`${id}-on`}
            type="date"
            value={on}
            onChange={(e) => setOn(e.target.value)}
            className={inputClass}
          />
        </div>
        <Button type="submit" tone="primary" disabled={busy}>
          Save date
        </Button>
        {lead.followUpOn && (
          <Button
            tone="outline"
            disabled={busy}
            onClick={() => {
              setOn("");
              act("/follow-up", { on: null } satisfies Omit<FollowUpChange, "version">, "Follow-up date cleared.");
            }}
          >
            Clear
          </Button>
        )}
      </form>
    </Card>
  );
}
