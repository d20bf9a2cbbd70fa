"use client";
// One lead: who, what and the customer's message first (on a phone the
// message is on the first screen, issue 33.8), with the reference the
// customer was given; then one tap to call, WhatsApp or email the customer;
// the stage workflow with an optional note; notes; where the lead came from;
// the state of its emails with Resend; and the history of everything done to it.
import type { NewNote, StageChange } from "@/generated/types";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { ApiError, messageOf } from "./api";
import { useDraft } from "./draft";
import { RelatedEnquiries, Triage } from "./lead-triage";
import { FollowUp } from "./lead-follow-up";
import { LeadVisits } from "./lead-visits";
import { LeadReplies } from "./lead-replies";
import { LeadReviews } from "./lead-reviews";
import { AssignLead } from "./team";
import { LeadQuotes } from "./lead-quotes";
import { LeadConsent } from "./lead-consent";
import { LeadJob } from "./lead-job";
import { ChaseQuote, MoneyFacts, StageAsk, asks, historyMoney, type Asking } from "./lead-money";
import { useInbox } from "./context";
import { dateTime, deliveryLabel, mailKindLabel, stageLabel, statusLabel, telling } from "./format";
import { leadPage, stages, type HistoryEntry, type LeadPage, type Stage } from "./schemas";
import { Alert, Button, Card, Fact, Loading, Pill, btn, deliveryTone, inputClass, labelClass, stageTone } from "./ui";

export function LeadView({ id }: { id: number }) {
  const { api, live: inbox } = useInbox();
  const liveRevision = inbox.revision;
  const uid = useId();
  const [data, setShown] = useState<LeadPage | null>(null);
  // Every answer about this lead comes through here. A reload the live pulse
  // started before a change can answer after it: the lead it carries is older
  // than the one on screen, and showing it would undo the change on screen
  // and make the next tap a stale change (409). The versions only go up.
  const setData = useCallback((next: LeadPage) => setShown((shown) => newest(shown, next)), []);
  const [error, setError] = useState<string | null>(null);
  // What the last change did, with the version of the lead it made: once the
  // lead moves on (another change here or on another screen), it is stale.
  const [done, setDone] = useState<{ text: string; version: number } | null>(null);
  // Where the last answer shows: at the top, or under the note form, beside
  // the button that asked (on a phone the top is off-screen by then).
  const [answerAt, setAnswerAt] = useState<"top" | "notes">("top");
  const [busy, setBusy] = useState(false);
  // What is typed is kept on this device until it is saved, through a
  // sign-out or an expired session (issue 23.5).
  const [stageNote, setStageNote] = useDraft(`lead:${id}:stage-note`);
  const [note, setNote] = useDraft(`lead:${id}:note`);
  // Quoted, Won and Lost ask for an amount or a reason first (issue 33.3).
  const [asking, setAsking] = useState<Asking | null>(null);

  useEffect(() => {
    let live = true;
    api.call("GET", `/leads/${id}`, leadPage).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
    // live.revision: the lead may have changed on another screen (live.ts).
  }, [api, id, liveRevision, setData]);

  const { markSeen } = inbox;
  useEffect(() => {
    if (data?.lead.pinned) markSeen([data.lead.id]);
  }, [data, markSeen]);

  /**
   * A change, made from the version of the lead this screen shows; its answer
   * is the lead as it now stands. Refused as stale (409), the screen shows
   * the lead as the server has it and says what changed; what was typed stays.
   */
  const act = useCallback(
    async (path: string, body: Record<string, unknown>, success: string, at: "top" | "notes" = "top") => {
      if (!data) return false;
      setAnswerAt(at);
      setBusy(true);
      setError(null);
      setDone(null);
      try {
        const now = await api.call("POST", `/leads/${id}${path}`, leadPage, { ...body, version: data.lead.version });
        setData(now);
        setDone({ text: success, version: now.lead.version });
        return true;
      } catch (e) {
        const current = e instanceof ApiError && e.status === 409 ? staleAnswer(e.body) : null;
        if (current) setData(current);
        setError(messageOf(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, id, data, setData],
  );

  const moveTo = async (stage: Stage, extra: Pick<StageChange, "amountPence" | "lostReason"> = {}) => {
    const trimmed = stageNote.trim();
    if (
      await act(
        "/stage",
        { ...(trimmed ? { stage, note: trimmed } : { stage }), ...extra } satisfies Omit<StageChange, "version">,
        `Moved to ${stageLabel[stage]}.`,
      )
    ) {
      setStageNote("");
      setAsking(null);
    }
  };
  const addNote = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = note.trim();
    if (!trimmed) {
      setAnswerAt("notes");
      setError("Write a note first.");
      return;
    }
    if (await act("/notes", { note: trimmed } satisfies Omit<NewNote, "version">, "Note added.", "notes")) setNote("");
  };

  if (!data) {
    return (
      <div>
        <BackLink />
        <div className="mt-4">{error ? <Alert>{error}</Alert> : <Loading />}</div>
      </div>
    );
  }
  const { lead, links, history, mail } = data;
  const notification = lead.delivery.notification;
  const canResend = notification === "failed" || notification === "abandoned";
  const doneText = done && done.version === lead.version ? done.text : null;

  return (
    <article aria-labelledby={`${uid}-name`}>
      <BackLink status={lead.status} />
      <header className="mt-3 flex flex-wrap items-center gap-2">
        <h1 id={`${uid}-name`} className="mr-2 text-2xl font-bold tracking-tight text-ink">
          {lead.name || "(no name)"}
        </h1>
        {lead.pinned && <Pill tone="red">Emergency · pinned</Pill>}
        {!lead.pinned && lead.isEmergency && <Pill tone="red">Emergency</Pill>}
        {lead.status === "new" && lead.stage && <Pill tone={stageTone[lead.stage]}>{stageLabel[lead.stage]}</Pill>}
        {lead.status !== "new" && <Pill tone="amber">{statusLabel[lead.status]}</Pill>}
      </header>
      <p className="mt-1 text-sm text-muted">
        {lead.service}
        {lead.location && ` · ${lead.location}`} · received{" "}
        <time dateTime={lead.createdAt}>{dateTime(lead.createdAt)}</time> ·{" "}
        <span data-reference="">reference #{lead.id}</span>
      </p>

      <Card className="mt-4">
        <h2 className="text-lg font-bold text-ink">Message</h2>
        <p className="mt-2 whitespace-pre-wrap break-words text-ink" data-message="">
          {lead.message || <span className="text-muted">No message.</span>}
        </p>
        {lead.problems && Object.keys(lead.problems).length > 0 && (
          <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">What was missing</p>
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(lead.problems).map(([f, m]) => (
                <li key={f}>
                  <span className="font-semibold">{f}</span>: {m}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <div className="mt-4 grid grid-cols-3 gap-2 sm:max-w-lg">
        {links.tel ? (
          <a href={links.tel} className={btn("accent", "min-h-14 text-base")}>
            Call
          </a>
        ) : (
          <span className="inline-flex min-h-14 items-center justify-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-muted">
            Number cannot be dialled
          </span>
        )}
        {links.whatsapp ? (
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={btn("whatsapp", "min-h-14 text-base")}
          >
            WhatsApp
          </a>
        ) : (
          <span className="inline-flex min-h-14 items-center justify-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-muted">
            No WhatsApp (not a mobile)
          </span>
        )}
        {links.email ? (
          <a href={links.email} className={btn("primary", "min-h-14 text-base")}>
            Email
          </a>
        ) : (
          <span className="inline-flex min-h-14 items-center justify-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-muted">
            No email given
          </span>
        )}
      </div>

      {answerAt === "top" && (
        <div className="mt-4 space-y-3">
          <Alert>{error}</Alert>
          <Alert tone="success">{doneText}</Alert>
        </div>
      )}

      <div className="mt-4 grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-4">
          {lead.status === "new" ? (
            <Card>
              <h2 className="text-lg font-bold text-ink">Stage</h2>
              <div
                className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5"
                role="group"
                aria-label="Move this lead to a stage"
              >
                {stages.map((s) => (
                  <Button
                    key={s}
                    tone={lead.stage === s ? "primary" : "outline"}
                    aria-pressed={lead.stage === s}
                    disabled={busy}
                    onClick={() => (asks(s) && lead.stage !== s ? setAsking(s) : moveTo(s))}
                  >
                    {stageLabel[s]}
                  </Button>
                ))}
              </div>
              {asking && (
                <StageAsk
                  key={asking}
                  stage={asking}
                  busy={busy}
                  onConfirm={(extra) => void moveTo(asking, extra)}
                  onCancel={() => setAsking(null)}
                />
              )}
              <label htmlFor={`${uid}-stage-note`} className={`${labelClass} mt-3`}>
                Note with the change (optional)
              </label>
              <input
                id={`${uid}-stage-note`}
                value={stageNote}
                maxLength={2000}
                onChange={(e) => setStageNote(e.target.value)}
                placeholder="e.g. Quoted £180, visiting Tuesday"
                className={inputClass}
              />
              {lead.stageChangedAt && (
                <p className="mt-2 text-xs text-muted">Stage last changed {dateTime(lead.stageChangedAt)}</p>
              )}
            </Card>
          ) : null}
          <ChaseQuote lead={lead} onChanged={setData} />
          <MoneyFacts lead={lead} />
          {lead.status === "new" && (
            <AssignLead
              key={`assign-${lead.version}`}
              lead={lead}
              busy={busy}
              act={(path, body, success) => void act(path, body, success)}
            />
          )}
          {/* The work in the order it happens: the price, the visit, what was said. */}
          {lead.status === "new" && <LeadQuotes page={data} onPage={setData} />}
          {lead.status === "new" && <LeadVisits page={data} onPage={setData} />}
          {lead.status === "new" && <LeadReplies page={data} onPage={setData} />}
          {/* Once won: the job written up, the customer's consent to show it, their review. */}
          {lead.stage === "won" && <LeadJob leadId={lead.id} />}
          {lead.stage === "won" && <LeadConsent leadId={lead.id} />}
          {lead.stage === "won" && <LeadReviews page={data} onPage={setData} />}
          {lead.status === "new" && (
            <FollowUp
              key={lead.version}
              lead={lead}
              busy={busy}
              act={(path, body, success) => void act(path, body, success)}
            />
          )}
          <Triage status={lead.status} busy={busy} act={(path, body, success) => void act(path, body, success)} />
          <RelatedEnquiries related={data.related} />

          <Card>
            <h2 className="text-lg font-bold text-ink">Details</h2>
            <dl className="mt-2">
              <Fact term="Reference">#{lead.id}</Fact>
              <Fact term="Phone">{lead.phone}</Fact>
              <Fact term="Email">{lead.email}</Fact>
              <Fact term="Service">{lead.service}</Fact>
              <Fact term="Area">{lead.area ?? (lead.location ? "Not one of our areas" : null)}</Fact>
              <Fact term="Typed">{lead.location}</Fact>
              <Fact term="Emergency">{lead.isEmergency ? "Yes" : "No"}</Fact>
              <Fact term="Sent from">
                {lead.pagePath ? (
                  <a
                    href={lead.pagePath}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {lead.pagePath}
                  </a>
                ) : null}
              </Fact>
              <Fact term="Referrer">{telling(lead.referrer, lead.pagePath, window.location.host)}</Fact>
              <Fact term="UTM source">{lead.utmSource}</Fact>
              <Fact term="UTM medium">{lead.utmMedium}</Fact>
              <Fact term="UTM campaign">{lead.utmCampaign}</Fact>
              <Fact term="UTM term">{lead.utmTerm}</Fact>
              <Fact term="UTM content">{lead.utmContent}</Fact>
              <Fact term="Browser">{lead.userAgent}</Fact>
            </dl>
          </Card>
        </div>

        <div className="space-y-4">
          <Card>
            <h2 className="text-lg font-bold text-ink">Emails</h2>
            {mail.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No emails for this enquiry.</p>
            ) : (
              <ul className="mt-2 divide-y divide-line">
                {mail.map((m) => (
                  <li key={m.id} className="py-2 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{mailKindLabel(m.kind)}</span>
                      <Pill tone={deliveryTone[m.state]}>{deliveryLabel[m.state]}</Pill>
                    </div>
                    <p className="text-xs text-muted">
                      {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
                      {m.lastAttempt && `, last ${dateTime(m.lastAttempt)}`}
                    </p>
                    {(m.lastError || m.failureReason) && (
                      <p className="mt-1 break-words text-xs text-emergency-700">{m.failureReason ?? m.lastError}</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canResend && (
              <Button
                className="mt-3 w-full"
                tone="accent"
                disabled={busy}
                onClick={() => act("/resend", {}, "The notification is queued to send again.")}
              >
                Resend notification
              </Button>
            )}
          </Card>

          <Card>
            <h2 className="text-lg font-bold text-ink">Notes</h2>
            <form onSubmit={addNote} className="mt-2">
              <label htmlFor={`${uid}-note`} className={labelClass}>
                Add a note
              </label>
              <textarea
                id={`${uid}-note`}
                value={note}
                maxLength={2000}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                className={`${inputClass} py-2`}
              />
              <Button type="submit" className="mt-2" tone="primary" disabled={busy}>
                Save note
              </Button>
            </form>
            {answerAt === "notes" && (
              <div className="mt-3 space-y-3">
                <Alert>{error}</Alert>
                <Alert tone="success">{doneText}</Alert>
              </div>
            )}
          </Card>

          <Card>
            <h2 className="text-lg font-bold text-ink">History</h2>
            <ol className="mt-2 space-y-2">
              {history.map((h, i) => (
                <li key={i} className="border-l-2 border-brand-100 pl-3 text-sm">
                  <p className="text-ink">{describe(h)}</p>
                  {h.note && h.kind !== "note" && h.kind !== "quote" && <p className="text-muted">“{h.note}”</p>}
                  <p className="text-xs text-muted">
                    <time dateTime={h.at}>{dateTime(h.at)}</time>
                    {h.by && ` · ${h.by}`}
                  </p>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </article>
  );
}

function describe(h: HistoryEntry): string {
  switch (h.kind) {
    case "received":
      return "Enquiry received";
    case "stage":
      return `Stage: ${h.from ? `${stageLabel[h.from] ?? h.from} → ` : ""}${stageLabel[h.to ?? ""] ?? h.to ?? ""}${historyMoney(h)}`;
    case "chased":
      return `Quote chased${historyMoney(h)}`;
    case "job-written":
      return "Job written up";
    case "note":
      return `Note: ${h.note ?? ""}`;
    case "released":
      return "Released from spam";
    case "resent":
      return "Notification sent again";
    case "status":
      return `${statusLabel[h.from ?? ""] ?? h.from} → ${statusLabel[h.to ?? ""] ?? h.to}`;
    case "visit":
      return `Visit ${h.to ?? ""}`;
    case "reply":
      return `Reply sent by ${h.to === "whatsapp" ? "WhatsApp" : "email"} (${h.from ?? "template"})`;
    case "assigned":
      return h.to ? `Given to ${h.to}` : `Taken off ${h.from ?? "its assignee"}`;
    case "quote":
      return h.note ?? "Quote";
    case "review-requested":
      return `Asked for a review by ${h.to === "whatsapp" ? "WhatsApp" : "email"}`;
    case "review-recorded":
      return `Review recorded: ${h.note ?? ""}`;
    case "consent-asked":
      return "Asked whether the job may be shown";
    case "consent-withdrawn":
      return "The customer withdrew their agreement to show the job";
  }
}

function BackLink({ status }: { status?: string }) {
  const [href, label] =
    status === "spam" || status === "incomplete" || status === "archived"
      ? [`#/${status}`, statusLabel[status]]
      : ["#/leads", "Leads"];
  return (
    <a href={href} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline">
      ← Back to {label}
    </a>
  );
}

/** The lead as it stands, from a 409 answer to a stale change, when it carries one. */
function staleAnswer(body: unknown): LeadPage | null {
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const parsed = leadPage.safeParse((body as { current: unknown }).current);
  return parsed.success ? parsed.data : null;
}

/** Of the lead on screen and an answer about it, the later version. */
function newest(shown: LeadPage | null, next: LeadPage): LeadPage {
  return shown && shown.lead.id === next.lead.id && shown.lead.version > next.lead.version ? shown : next;
}
