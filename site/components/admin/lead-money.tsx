"use client";
// Money on a lead (issue 33.3): what moving it to Quoted, Won or Lost asks
// for (the amount quoted or agreed, typed in pounds and sent as exact pence;
// why it was lost, from the short list), what it was quoted and won for, and
// chasing an unanswered quote with one tap.
import type { LostReason, StageChange } from "@/generated/types";
import { useId, useState, type FormEvent } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime, stageLabel } from "./format";
import { lostReasonLabel, lostReasons, maybePounds, parsePence, pounds } from "./money";
import { chaseSent, leadPage, type LeadPage } from "./schemas";
import { Alert, Button, Card, Fact, btn, inputClass, labelClass } from "./ui";

/** The stages that ask something before the lead moves. */
export type Asking = "quoted" | "won" | "lost";
export const asks = (stage: string): stage is Asking => stage === "quoted" || stage === "won" || stage === "lost";

type Extra = Pick<StageChange, "amountPence" | "lostReason">;

const askCopy: Record<Asking, { title: string; label: string; hint: string }> = {
  quoted: {
    title: "Mark as quoted",
    label: "Amount quoted (optional)",
    hint: "The price you gave, VAT included. Leave it blank if you have not priced it yet.",
  },
  won: {
    title: "Mark as won",
    label: "Amount agreed (optional)",
    hint: "For work agreed on the phone: the price, VAT included. It counts in Results.",
  },
  lost: {
    title: "Mark as lost",
    label: "Why was it lost?",
    hint: "Kept on the lead, in its history and in the leads CSV, so you can see later what loses work.",
  },
};

/** What moving to Quoted, Won or Lost asks for, before the lead moves. */
export function StageAsk({
  stage,
  busy,
  onConfirm,
  onCancel,
}: {
  stage: Asking;
  busy: boolean;
  onConfirm: (extra: Extra) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState<LostReason | "">("");
  const [problem, setProblem] = useState<string | null>(null);
  const copy = askCopy[stage];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stage === "lost") {
      if (!reason) return setProblem("Choose why it was lost.");
      return onConfirm({ lostReason: reason });
    }
    if (!amount.trim()) return onConfirm({});
    const parsed = parsePence(amount);
    if ("error" in parsed) return setProblem(parsed.error);
    onConfirm({ amountPence: parsed.pence });
  };
  return (
    <form
      role="dialog"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className="mt-3 rounded-lg border-2 border-brand-200 bg-brand-50 p-3"
    >
      <h3 id={`${id}-title`} className="text-base font-bold text-ink">
        {copy.title}
      </h3>
      {stage === "lost" ? (
        <fieldset className="mt-2">
          <legend className={labelClass}>{copy.label}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {lostReasons.map(([key, label]) => (
              <label key={key} className="flex min-h-11 items-center gap-2 rounded-md bg-white px-3 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={key}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setProblem(null);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="mt-2">
          <label htmlFor={`${id}-amount`} className={labelClass}>
            {copy.label}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblem(null);
            }}
            placeholder="£1,234.50"
            className={inputClass}
            aria-describedby={`${id}-hint`}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {copy.hint}
      </p>
      {problem && (
        <div className="mt-2">
          <Alert>{problem}</Alert>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" tone="primary" disabled={busy}>
          {copy.title}
        </Button>
        <Button tone="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** What the lead was quoted and won for, or why it was lost. */
export function MoneyFacts({ lead }: { lead: LeadPage["lead"] }) {
  const m = lead.money;
  if (m.quotedPence == null && m.wonPence == null && !m.lostReason && !m.quotedAt) return null;
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Money</h2>
      <dl className="mt-2">
        {(m.quotedPence != null || m.quotedAt) && (
          <Fact term="Quoted">
            {maybePounds(m.quotedPence)}
            {m.quotedAt && <span className="text-muted"> · {dateTime(m.quotedAt)}</span>}
          </Fact>
        )}
        {m.wonPence != null && (
          <Fact term="Won">
            <span className="font-semibold text-ink">{pounds(m.wonPence)}</span>
            {m.wonAt && <span className="text-muted"> · {dateTime(m.wonAt)}</span>}
            <span className="text-muted">
              {" "}
              · {m.wonSource === "quote" ? "quote accepted online" : "agreed by hand"}
            </span>
          </Fact>
        )}
        {m.lostReason && <Fact term="Lost because">{lostReasonLabel(m.lostReason)}</Fact>}
        {m.chasedAt && <Fact term="Last reminder">{dateTime(m.chasedAt)}</Fact>}
      </dl>
    </Card>
  );
}

/**
 * 'Quotes to chase': a quote unanswered for the catalogue's days is one tap
 * from a polite reminder, by email when the customer gave an address and as a
 * WhatsApp message ready to send.
 */
export function ChaseQuote({ lead, onChanged }: { lead: LeadPage["lead"]; onChanged: (page: LeadPage) => void }) {
  const { api } = useInbox();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ whatsapp: string | null; emailed: boolean } | null>(null);
  if (lead.status !== "new" || lead.stage !== "quoted") return null;
  if (!lead.money.chaseDue && !sent) return null;
  const chase = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call("POST", `/leads/${lead.id}/chase`, chaseSent, { version: lead.version });
      setSent({ whatsapp: answer.whatsapp, emailed: answer.emailed });
      onChanged(answer.page);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body && typeof e.body === "object" && "current" in e.body) {
        const current = leadPage.safeParse((e.body as { current: unknown }).current);
        if (current.success) onChanged(current.data);
      }
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-2 border-amber-300">
      <h2 className="text-lg font-bold text-ink">Quote to chase</h2>
      {sent ? (
        <>
          <Alert tone="success">
            {sent.emailed
              ? "Reminder emailed. Send it by WhatsApp too if you like."
              : "No email address: send the reminder by WhatsApp or give them a call."}
          </Alert>
          {sent.whatsapp && (
            <a
              href={sent.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={btn("whatsapp", "mt-3 w-full")}
            >
              Open WhatsApp with the reminder
            </a>
          )}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {stageLabel.quoted} {lead.money.quotedAt ? dateTime(lead.money.quotedAt) : ""}
            {lead.money.quotedPence != null && ` for ${pounds(lead.money.quotedPence)}`}, no answer yet. One tap sends a
            short, friendly reminder that offers a call.
          </p>
          <Button className="mt-3 w-full" tone="accent" disabled={busy} onClick={() => void chase()}>
            Send a reminder
          </Button>
        </>
      )}
      {error && (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      )}
    </Card>
  );
}

/** A history line's money: `£1,234.50` or the lost reason, for `describe`. */
export function historyMoney(h: { amountPence: number | null; reason: string | null }): string {
  if (h.amountPence != null) return ` · ${pounds(h.amountPence)}`;
  if (h.reason) return ` · ${lostReasonLabel(h.reason)}`;
  return "";
}
