"use client";
// The customer's consent to show their job (issue 34.3): ask them (email,
// WhatsApp or a link to copy into any message) and say where it stands in
// words with dates. The API decides the state by one rule (the agreed hash
// against the job as it is now), so an edit after agreeing shows here as
// 'changed since they agreed'. Shown once the lead has a job written.
import type * as api from "@/generated/types";
import type { ConsentVia } from "@/generated/types";
import { useEffect, useId, useState } from "react";
import * as z from "zod/mini";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { Alert, Button, Card, Pill, btn } from "./ui";

const maybe = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? null),
);

export const consentState = z.object({
  status: z.enum(["not-asked", "asked", "agreed", "changed-since-agreed", "declined", "withdrawn"]),
  hasDraft: z.boolean(),
  photos: z.int(),
  neighbourhood: maybe,
  withNeighbourhood: z.boolean(),
  sentAt: maybe,
  sentBy: maybe,
  sentVia: maybe,
  decidedAt: maybe,
  withdrawnAt: maybe,
  link: maybe,
  whatsapp: maybe,
  canEmail: z.boolean(),
});
export type ConsentState = z.infer<typeof consentState>;
export const consentSent = z.object({ state: consentState, emailed: z.boolean() });

// Compile-time only: the schemas and the API's own types agree, both ways.
type Fits<Target, Value extends Target> = Value;
export type ConsentAgreements = [
  Fits<z.output<typeof consentState>, api.ConsentState>,
  Fits<api.ConsentState, z.output<typeof consentState>>,
  Fits<z.output<typeof consentSent>, api.ConsentSent>,
  Fits<api.ConsentSent, z.output<typeof consentSent>>,
];

const onDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** '3 March 2026' for an RFC 3339 time. */
const dayOf = (iso: string | null) => (iso ? onDay.format(new Date(iso)) : "—");

const tone = {
  "not-asked": "slate",
  asked: "accent",
  agreed: "green",
  "changed-since-agreed": "amber",
  declined: "red",
  withdrawn: "red",
} as const;
const label: Record<ConsentState["status"], string> = {
  "not-asked": "Not asked",
  asked: "Waiting for the customer",
  agreed: "Agreed",
  "changed-since-agreed": "Changed since they agreed",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** Where it stands, in one sentence with its date. */
function sentence(s: ConsentState): string {
  const place = s.neighbourhood;
  switch (s.status) {
    case "not-asked":
      return "The customer has not been asked whether this job may be shown on the website.";
    case "asked":
      return `Asked on ${dayOf(s.sentAt)}${s.sentVia === "email" ? " by email" : s.sentVia === "whatsapp" ? " by WhatsApp" : ""}: no answer yet.`;
    case "agreed":
      return `Agreed on ${dayOf(s.decidedAt)}${place ? (s.withNeighbourhood ? `, naming ${place}` : `, without naming ${place}`) : ""}.`;
    case "changed-since-agreed":
      return `Changed since they agreed on ${dayOf(s.decidedAt)}: ask again before it can go on the website.`;
    case "declined":
      return `Declined on ${dayOf(s.decidedAt)}. Nothing will be published; you can ask again with a new link.`;
    case "withdrawn":
      return `Withdrawn on ${dayOf(s.withdrawnAt)}. The next import takes it off the website.`;
  }
}

export function LeadConsent({ leadId }: { leadId: number }) {
  const { api } = useInbox();
  const uid = useId();
  const [state, setState] = useState<ConsentState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.call("GET", `/leads/${leadId}/job/consent`, consentState).then(
      (s) => live && setState(s),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, leadId]);

  if (!state || !state.hasDraft) return error ? <Alert>{error}</Alert> : null;

  async function ask(via: ConsentVia) {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const sent = await api.call("POST", `/leads/${leadId}/job/consent`, consentSent, { via });
      setState(sent.state);
      if (via === "email")
        setDone(sent.emailed ? "The link is on its way to the customer by email." : "No email was sent.");
      if (via === "whatsapp" && sent.state.whatsapp) {
        window.open(sent.state.whatsapp, "_blank", "noopener,noreferrer");
        setDone("WhatsApp is open with the message written: send it from there.");
      }
      if (via === "link" && sent.state.link) await copy(sent.state.link);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setDone("Link copied: paste it into a message to the customer.");
    } catch {
      window.prompt("Copy the customer&apos;s link:", link);
    }
  }

  const open = state.status === "asked" && state.link;
  const canAsk = state.photos > 0;
  return (
    <Card>
      <section aria-labelledby={`${uid}-title`} data-testid="lead-consent">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${uid}-title`} className="text-lg font-bold text-ink">
            Showing the job
          </h2>
          <Pill tone={tone[state.status]}>{label[state.status]}</Pill>
        </div>
        <p className="mt-2 text-sm text-ink" data-testid="consent-sentence">
          {sentence(state)}
        </p>
        {!canAsk && <p className="mt-2 text-sm text-muted">Add at least one photograph to the job before asking.</p>}
        {open && (
          <p className="mt-2 text-xs text-muted">
            Sent {dayOf(state.sentAt)} by {state.sentBy}. Asking again replaces this link.
          </p>
        )}
        <Alert>{error}</Alert>
        {done && <Alert tone="success">{done}</Alert>}
        {canAsk && state.status !== "agreed" && (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-ink">
              {state.status === "not-asked" ? "Ask the customer" : "Ask again"}
            </h3>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Button
                tone="primary"
                className="min-h-12"
                disabled={busy || !state.canEmail}
                onClick={() => void ask("email")}
              >
                {state.canEmail ? "Email" : "Email (no address)"}
              </Button>
              <Button tone="whatsapp" className="min-h-12" disabled={busy} onClick={() => void ask("whatsapp")}>
                WhatsApp
              </Button>
              <Button tone="outline" className="min-h-12" disabled={busy} onClick={() => void ask("link")}>
                Copy a new link
              </Button>
            </div>
          </div>
        )}
        {state.link && (state.status === "asked" || state.status === "agreed") && (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button tone="outline" onClick={() => void copy(state.link ?? "")}>
              Copy the customer&apos;s link
            </Button>
            {state.whatsapp && (
              <a href={state.whatsapp} target="_blank" rel="noopener noreferrer" className={btn("quiet")}>
                Send it again on WhatsApp
              </a>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
