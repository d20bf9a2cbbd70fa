"use client";
// The mail log: every outbox message with its state, attempts and last
// error, filtered by state, with Retry and Abandon where the state allows.
import { useCallback, useEffect, useId, useState } from "react";
import { messageOf, query } from "./api";
import { useInbox } from "./context";
import { dateTime, deliveryLabel, mailKindLabel, number } from "./format";
import { mailChanged, mailList, type MailList, type MailMessage } from "./schemas";
import { Alert, Button, Loading, Pager, Pill, deliveryTone } from "./ui";

const states = ["", "pending", "failed", "abandoned", "sent"] as const;
type StateFilter = (typeof states)[number];

export function MailView() {
  const { api } = useInbox();
  const id = useId();
  const [state, setState] = useState<StateFilter>("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<MailList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await api.call("GET", `/mail${query({ state, page })}`, mailList));
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api, state, page]);
  useEffect(() => {
    // load() sets state only once its request has answered, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const change = async (m: MailMessage, action: "retry" | "abandon") => {
    setBusy(m.id);
    setError(null);
    setDone(null);
    try {
      await api.call("POST", `/mail/${m.id}/${action}`, mailChanged);
      setDone(action === "retry" ? "Queued to send again." : "Abandoned: it will not be sent.");
      await load();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        Mail log
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Every email the site sends: your lead notifications, replies to customers and newsletter confirmations. Failed
        ones can be retried or abandoned.
      </p>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Show messages by state">
        {states.map((s) => (
          <Button
            key={s || "all"}
            tone={state === s ? "primary" : "outline"}
            aria-pressed={state === s}
            onClick={() => {
              setPage(1);
              setState(s);
            }}
          >
            {s ? deliveryLabel[s] : "All"}
            {s && data ? ` (${number.format(data.counts[s])})` : ""}
          </Button>
        ))}
      </div>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </div>
      {!data && !error && <Loading />}
      {data && data.messages.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          No messages.
        </p>
      )}
      {data && data.messages.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Messages">
          {data.messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Pill tone={deliveryTone[m.state]}>{deliveryLabel[m.state]}</Pill>
                <span className="text-sm font-semibold text-ink">{mailKindLabel(m.kind)}</span>
                <span className="ml-auto text-xs text-muted">
                  <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </span>
              </div>
              <h2 className="mt-2 break-words text-base font-semibold text-ink">{m.subject}</h2>
              <p className="break-words text-sm text-slate-700">To {m.to}</p>
              <p className="mt-1 text-xs text-muted">
                {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
                {m.lastAttempt && `, last ${dateTime(m.lastAttempt)}`}
                {m.enquiryId !== null && (
                  <>
                    {" "}
                    ·{" "}
                    <a href={`#/leads/${m.enquiryId}`} className="text-brand-700 underline">
                      lead {m.enquiryId}
                    </a>
                  </>
                )}
              </p>
              {(m.lastError || m.failureReason) && (
                <p className="mt-2 break-words rounded-lg bg-emergency-50 p-2 text-xs text-emergency-700">
                  {m.failureReason && <span className="font-semibold">{m.failureReason}. </span>}
                  {m.lastError}
                </p>
              )}
              {(m.state === "failed" || m.state === "abandoned" || m.state === "pending") && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {m.state !== "pending" && (
                    <Button tone="accent" disabled={busy === m.id} onClick={() => change(m, "retry")}>
                      Retry
                    </Button>
                  )}
                  {m.state !== "abandoned" && (
                    <Button tone="outline" disabled={busy === m.id} onClick={() => change(m, "abandon")}>
                      Abandon
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}
