"use client";
// One enquiry in a list: its pins and flags, the reference the customer was
// given ('#131', issue 33.8), who and what, where it came from, how long it
// has waited for a first contact (issue 23.3, ticking while the list is
// open), and on the spam and incomplete views what the trap or the form's
// checks found.
import { useTicking } from "./clock";
import { dateTime, day, deliveryLabel, span, stageLabel, statusLabel } from "./format";
import type { LeadSummary } from "./schemas";
import { Button, Pill, deliveryTone, stageTone } from "./ui";
import { AssigneePill } from "./team";
import { pounds } from "./money";

type View = "inbox" | "spam" | "incomplete" | "archived";

/** How long the lead waited: still waiting (new), or until its first contact. */
export function SpeedToLead({ lead }: { lead: LeadSummary }) {
  const now = useTicking();
  if (lead.stage === "new" && !lead.firstContactAt)
    return (
      <p className="mt-1 text-xs font-semibold text-amber-800" data-waiting="">
        Waiting {span(lead.createdAt, now)} for a first contact
      </p>
    );
  if (!lead.firstContactAt) return null;
  return (
    <p className="mt-1 text-xs text-muted" data-waited="">
      First contact after {span(lead.createdAt, lead.firstContactAt)}
    </p>
  );
}

export function LeadCard({
  lead,
  view,
  problems,
  busy,
  onRelease,
}: {
  lead: LeadSummary;
  view: View;
  problems?: Record<string, string> | null;
  busy: boolean;
  onRelease: () => void;
}) {
  const failed = [lead.delivery.notification, lead.delivery.acknowledgement].some(
    (s) => s === "failed" || s === "abandoned",
  );
  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm ${lead.pinned ? "border-emergency-600 ring-1 ring-emergency-600" : "border-line"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {lead.pinned && <Pill tone="red">Emergency · pinned</Pill>}
        {!lead.pinned && lead.isEmergency && <Pill tone="red">Emergency</Pill>}
        {view === "inbox" && lead.stage && <Pill tone={stageTone[lead.stage]}>{stageLabel[lead.stage]}</Pill>}
        {view !== "inbox" && <Pill tone={view === "spam" ? "slate" : "amber"}>{statusLabel[view]}</Pill>}
        {view === "inbox" && <AssigneePill lead={lead} />}
        {lead.money.wonPence != null && <Pill tone="green">Won {pounds(lead.money.wonPence)}</Pill>}
        {lead.money.wonPence == null && lead.money.quotedPence != null && lead.stage === "quoted" && (
          <Pill tone="brand">Quoted {pounds(lead.money.quotedPence)}</Pill>
        )}
        {lead.money.chaseDue && <Pill tone="amber">Quote to chase</Pill>}
        {lead.overdue && <Pill tone="red">Follow-up overdue</Pill>}
        {!lead.overdue && lead.followUpOn && view === "inbox" && (
          <Pill tone="brand">Follow up {day(lead.followUpOn)}</Pill>
        )}
        {failed && (
          <Pill tone={deliveryTone.failed}>
            Email{" "}
            {deliveryLabel[
              lead.delivery.notification === "failed" || lead.delivery.notification === "abandoned"
                ? lead.delivery.notification
                : (lead.delivery.acknowledgement ?? "failed")
            ].toLowerCase()}
          </Pill>
        )}
        <span className="ml-auto text-xs text-muted">
          <span data-reference="">#{lead.id}</span> · <time dateTime={lead.createdAt}>{dateTime(lead.createdAt)}</time>
        </span>
      </div>
      <h2 className="mt-2 text-lg font-bold text-ink">
        <a href={`#/leads/${lead.id}`} className="hover:text-brand-700 hover:underline">
          {lead.name || "(no name)"}
        </a>
      </h2>
      <p className="text-sm text-slate-700">
        {lead.service}
        {(lead.area ?? lead.location) && <> · {lead.area ?? lead.location}</>}
      </p>
      {view === "inbox" && <SpeedToLead lead={lead} />}
      <p className="mt-1 text-xs text-muted">
        From {lead.pagePath ?? "an unknown page"}
        {lead.utmSource && (
          <>
            {" "}
            · {lead.utmSource}
            {lead.utmCampaign && ` / ${lead.utmCampaign}`}
          </>
        )}
      </p>
      {view === "incomplete" && problems !== undefined && (
        <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">What was missing</p>
          {problems && Object.keys(problems).length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(problems).map(([field, msg]) => (
                <li key={field}>
                  <span className="font-semibold">{field}</span>: {msg}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing recorded.</p>
          )}
        </div>
      )}
      {view === "spam" && (
        <div className="mt-3">
          <Button tone="outline" disabled={busy} onClick={onRelease}>
            {busy ? "Releasing…" : "Not spam"}
          </Button>
        </div>
      )}
    </article>
  );
}
