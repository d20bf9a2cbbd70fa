"use client";
// Sorting one enquiry (issue 23.6), by its status: a lead can be archived or
// marked as spam; spam released ('Not spam'); an archived lead brought back;
// an incomplete form made a lead. And the same person's other enquiries,
// found by phone or email, so two requests from one customer are seen together.
import { dateTime, statusLabel } from "./format";
import type { LeadPage } from "./schemas";
import { Button, Card, Pill } from "./ui";

type Act = (path: string, body: Record<string, unknown>, success: string) => void;

export function Triage({ status, busy, act }: { status: LeadPage["lead"]["status"]; busy: boolean; act: Act }) {
  if (status === "new")
    return (
      <Card>
        <h2 className="text-lg font-bold text-ink">Sort</h2>
        <p className="mt-1 text-sm text-muted">
          Archive a lead you are done with; it leaves the inbox and stays findable under Archived.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button tone="outline" disabled={busy} onClick={() => act("/archive", {}, "Archived: out of the inbox.")}>
            Archive
          </Button>
          <Button tone="outline" disabled={busy} onClick={() => act("/spam", {}, "Marked as spam.")}>
            Mark as spam
          </Button>
        </div>
      </Card>
    );
  const [title, text, path, label, success] = {
    spam: [
      "Caught as spam",
      "If this is a real customer, release it: it moves to your leads and you are notified as usual.",
      "/release",
      "Not spam",
      "Released: this is now a lead, and its notification is queued.",
    ],
    archived: [
      "Archived",
      "Out of the inbox. Bring it back to work it again.",
      "/restore",
      "Back to the inbox",
      "Back in the inbox.",
    ],
    incomplete: [
      "Incomplete form",
      "Sent without all it needed. If it is worth working, make it a lead; what was missing stays noted.",
      "/promote",
      "Make it a lead",
      "Now a lead in the inbox.",
    ],
  }[status];
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <Button className="mt-3" tone="primary" disabled={busy} onClick={() => act(path, {}, success)}>
        {label}
      </Button>
    </Card>
  );
}

export function RelatedEnquiries({ related }: { related: LeadPage["related"] }) {
  if (related.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Also from this customer</h2>
      <ul className="mt-2 divide-y divide-line">
        {related.map((r) => (
          <li key={r.id} className="py-2 text-sm">
            <a href={`#/leads/${r.id}`} className="font-semibold text-brand-700 underline">
              #{r.id} {r.name || "(no name)"}
            </a>{" "}
            <Pill tone="slate">{statusLabel[r.status]}</Pill>
            <p className="text-muted">
              {r.service} · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time> · same {r.same}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
