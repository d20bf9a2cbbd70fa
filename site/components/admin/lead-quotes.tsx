"use client";
// Quotes on a lead (issue 33.1-2): write one on the phone, line by line with
// amounts typed in pounds (read into whole pence, never floating point), see
// the running total and the VAT inside it, send it, then pass the customer's
// private link on by WhatsApp or a copy; and every version sent, with what
// the customer did with it.
import type { NewQuote } from "@/generated/types";
import { useId, useState, type FormEvent } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime, day } from "./format";
import { MAX_LINE_PENCE, parsePence, pounds, vatInside } from "./money";
import { leadPage, quoteSent, type LeadPage, type Quote, type QuoteSent } from "./schemas";
import { Alert, Button, Card, Pill, btn, inputClass, labelClass } from "./ui";

const MAX_LINES = 20;
const MAX_DESCRIPTION = 200;

type Draft = { key: number; description: string; amount: string };
type LineErrors = { description?: string; amount?: string };

const statusLabel: Record<Quote["status"], string> = {
  sent: "Waiting for the customer",
  accepted: "Accepted",
  declined: "Declined",
  superseded: "Replaced by a newer version",
  expired: "Expired",
};
const statusTone = {
  sent: "accent",
  accepted: "green",
  declined: "red",
  superseded: "slate",
  expired: "amber",
} as const;

let nextKey = 1;
const emptyLine = (): Draft => ({ key: nextKey++, description: "", amount: "" });

/** The note above the button while a line is wrong. */
const CHECK_LINES = "Please check the highlighted lines.";

/** 'Basis points' as people write a rate: 2000 → '20%'. */
const rate = (bp: number) => `${bp / 100}%`;

export function LeadQuotes({ page, onPage }: { page: LeadPage; onPage: (page: LeadPage) => void }) {
  const { api } = useInbox();
  const uid = useId();
  const [lines, setLines] = useState<Draft[]>(() => [emptyLine()]);
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<QuoteSent | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const terms = page.quoteTerms;

  const parsed = lines.map((l) => parsePence(l.amount));
  // Each line's pence, or null while what is typed is not an amount.
  const amounts = parsed.map((p) => ("pence" in p ? p.pence : null));
  const total = amounts.reduce<number>((sum, p) => sum + (p ?? 0), 0);

  /**
   * Line `index` (its `key`) edited: its messages go as the owner corrects
   * it, and once no line has one, so does the note above the button.
   */
  function change(index: number, key: number, patch: Partial<Draft>) {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    if (!errors[index]) return;
    const rest = { ...errors };
    delete rest[index];
    setErrors(rest);
    if (Object.keys(rest).length === 0 && error === CHECK_LINES) setError(null);
  }

  /** The rules the API applies, checked first so the owner sees them by the line. */
  function check(): Record<number, LineErrors> {
    const found: Record<number, LineErrors> = {};
    lines.forEach((l, i) => {
      const e: LineErrors = {};
      if (!l.description.trim()) e.description = "Say what this line is for.";
      const p = parsed[i];
      if ("error" in p) e.amount = p.error;
      else if (p.pence > MAX_LINE_PENCE) e.amount = "Each amount must be between £0.01 and £1,000,000.00.";
      if (e.description || e.amount) found[i] = e;
    });
    return found;
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setSent(null);
    setCopied(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setError(CHECK_LINES);
      return;
    }
    const body: NewQuote = {
      lines: lines.map((l, i) => ({ description: l.description.trim(), amountPence: amounts[i] ?? 0 })),
      version: page.lead.version,
    };
    setBusy(true);
    try {
      const answer = await api.call("POST", `/leads/${page.lead.id}/quotes`, quoteSent, body);
      onPage(answer.page);
      setSent(answer);
      setLines([emptyLine()]);
    } catch (err) {
      if (err instanceof ApiError) {
        const current = err.status === 409 ? staleLead(err.body) : null;
        if (current) onPage(current);
        if (err.status === 422) setErrors(fieldErrors(err.body));
      }
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
    } catch {
      // No clipboard (an old browser, or not allowed): show the link to copy by hand.
      window.prompt("Copy the customer's link:", link);
    }
  }

  return (
    <Card>
      <h2 id={`${uid}-title`} className="text-lg font-bold text-ink">
        Quote
      </h2>
      <form onSubmit={send} className="mt-2 space-y-3" aria-labelledby={`${uid}-title`} noValidate>
        <p className="text-sm text-muted">Prices include VAT. Valid for {terms.validityDays} days.</p>
        <ol className="space-y-3">
          {lines.map((l, i) => (
            <li key={l.key} className="rounded-lg border border-line p-3">
              <label htmlFor={`${uid}-d${l.key}`} className={labelClass}>
                Line {i + 1}: what for
              </label>
              <input
                id={`${uid}-d${l.key}`}
                value={l.description}
                maxLength={MAX_DESCRIPTION}
                onChange={(e) => change(i, l.key, { description: e.target.value })}
                placeholder="e.g. Fit new thermostatic radiator valves"
                aria-invalid={errors[i]?.description ? true : undefined}
                aria-describedby={errors[i]?.description ? `${uid}-de${l.key}` : undefined}
                className={inputClass}
              />
              {errors[i]?.description && (
                <p id={`${uid}-de${l.key}`} className="mt-1 text-sm text-emergency-700">
                  {errors[i].description}
                </p>
              )}
              <div className="mt-2 flex items-end gap-2">
                <div className="flex-1">
                  <label htmlFor={`${uid}-a${l.key}`} className={labelClass}>
                    Amount inc. VAT (£)
                  </label>
                  <input
                    id={`${uid}-a${l.key}`}
                    value={l.amount}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(e) => change(i, l.key, { amount: e.target.value })}
                    placeholder="0.00"
                    aria-invalid={errors[i]?.amount ? true : undefined}
                    aria-describedby={errors[i]?.amount ? `${uid}-ae${l.key}` : undefined}
                    className={inputClass}
                  />
                </div>
                {lines.length > 1 && (
                  <Button
                    tone="outline"
                    onClick={() => {
                      setLines((ls) => ls.filter((x) => x.key !== l.key));
                      setErrors({});
                    }}
                    aria-label={`Remove line ${i + 1}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
              {errors[i]?.amount && (
                <p id={`${uid}-ae${l.key}`} className="mt-1 text-sm text-emergency-700">
                  {errors[i].amount}
                </p>
              )}
            </li>
          ))}
        </ol>
        {lines.length < MAX_LINES && (
          <Button tone="outline" className="w-full" onClick={() => setLines((ls) => [...ls, emptyLine()])}>
            Add a line
          </Button>
        )}
        <dl className="rounded-lg bg-brand-50 p-3 text-sm" aria-live="polite">
          <div className="flex justify-between text-base font-bold text-ink">
            <dt>Total</dt>
            <dd data-testid="quote-total">{pounds(total)}</dd>
          </div>
          <div className="flex justify-between text-muted">
            <dt>Includes VAT at {rate(terms.vatRateBasisPoints)}</dt>
            <dd>{pounds(vatInside(total, terms.vatRateBasisPoints))}</dd>
          </div>
          <div className="flex justify-between text-muted">
            <dt>VAT number</dt>
            <dd>{terms.vatNumber}</dd>
          </div>
        </dl>
        <Alert>{error}</Alert>
        <Button type="submit" tone="accent" className="w-full min-h-12 text-base" disabled={busy}>
          {busy ? "Sending…" : "Send quote"}
        </Button>
      </form>

      {sent && (
        <div className="mt-3 space-y-2">
          <Alert tone="success">
            Quote v{sent.version} sent ({pounds(sent.page.quotes[0]?.totalPence ?? 0)}).{" "}
            {sent.emailed ? "It is on its way to the customer by email." : "No email address: send the link yourself."}
          </Alert>
          <div className="grid grid-cols-2 gap-2">
            {sent.whatsapp ? (
              <a href={sent.whatsapp} target="_blank" rel="noopener noreferrer" className={btn("whatsapp", "min-h-12")}>
                Open WhatsApp
              </a>
            ) : (
              <span className="inline-flex min-h-12 items-center justify-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-muted">
                No WhatsApp (not a mobile)
              </span>
            )}
            <Button tone="primary" className="min-h-12" onClick={() => void copy(sent.link)}>
              {copied === sent.link ? "Link copied" : "Copy link"}
            </Button>
          </div>
        </div>
      )}

      {page.quotes.length > 0 && (
        <>
          <h3 className="mt-5 text-base font-bold text-ink">Sent</h3>
          <ul className="mt-2 divide-y divide-line" aria-label="Quotes sent">
            {page.quotes.map((q) => (
              <li key={q.version} className="py-2 text-sm" data-testid={`quote-v${q.version}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">
                    v{q.version} · {pounds(q.totalPence)}
                  </span>
                  <Pill tone={statusTone[q.status]}>{statusLabel[q.status]}</Pill>
                </div>
                <p className="text-xs text-muted">
                  Sent {dateTime(q.createdAt)} by {q.createdBy} · valid until {day(q.validUntil)}
                </p>
                {q.status === "accepted" && (
                  <p className="mt-1 text-green-900">
                    Accepted by <strong>{q.acceptedName}</strong> {dateTime(q.decidedAt)}
                  </p>
                )}
                {q.status === "declined" && (
                  <p className="mt-1 text-emergency-700">
                    Declined {dateTime(q.decidedAt)}
                    {q.declineReason ? `: “${q.declineReason}”` : " (no reason given)"}
                  </p>
                )}
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-700">Lines and link</summary>
                  <ul className="mt-1 space-y-1">
                    {q.lines.map((l, i) => (
                      <li key={i} className="flex justify-between gap-3">
                        <span className="break-words">{l.description}</span>
                        <span className="whitespace-nowrap">{pounds(l.amountPence)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-xs text-muted">
                    VAT {pounds(q.vatPence)} at {rate(q.vatRateBasisPoints)}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <a href={q.link} target="_blank" rel="noopener noreferrer" className={btn("outline")}>
                      Open the customer&apos;s page
                    </a>
                    <Button tone="outline" onClick={() => void copy(q.link)}>
                      {copied === q.link ? "Link copied" : "Copy link"}
                    </Button>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The lead as it stands, from a 409 answer to a stale change, when it carries one. */
function staleLead(body: unknown): LeadPage | null {
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const parsed = leadPage.safeParse((body as { current: unknown }).current);
  return parsed.success ? parsed.data : null;
}

/** The API's 422 field errors (`lines.2.amountPence`) by line. */
function fieldErrors(body: unknown): Record<number, LineErrors> {
  const out: Record<number, LineErrors> = {};
  const fields = body && typeof body === "object" && "fields" in body ? (body as { fields: unknown }).fields : null;
  if (!fields || typeof fields !== "object") return out;
  for (const [name, value] of Object.entries(fields as Record<string, { message?: string }>)) {
    const m = /^lines\.(\d+)\.(description|amountPence)$/.exec(name);
    if (!m || typeof value?.message !== "string") continue;
    const line = (out[Number(m[1])] ??= {});
    if (m[2] === "description") line.description = value.message;
    else line.amount = value.message;
  }
  return out;
}
