"use client";
// Newsletter subscribers with their consent time and state, a CSV download,
// and removal (after a confirmation).
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { messageOf, query } from "./api";
import { useInbox } from "./context";
import { dateTime, number } from "./format";
import { removed, subscriberList, type Subscriber, type SubscriberList } from "./schemas";
import { Alert, Button, Loading, Pager, Pill, btn, inputClass } from "./ui";

const states = [
  ["", "All"],
  ["confirmed", "Confirmed"],
  ["pending", "Awaiting confirmation"],
  ["unsubscribed", "Unsubscribed"],
] as const;
const stateTone = { confirmed: "green", pending: "amber", unsubscribed: "slate" } as const;

export function NewsletterView() {
  const { api } = useInbox();
  const id = useId();
  const [state, setState] = useState("");
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SubscriberList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await api.call("GET", `/newsletter${query({ state, q, page })}`, subscriberList));
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api, state, q, page]);
  useEffect(() => {
    // load() sets state only once its request has answered, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const remove = async (s: Subscriber) => {
    setError(null);
    setDone(null);
    try {
      await api.call("DELETE", `/newsletter/${s.id}`, removed);
      setConfirming(null);
      setDone("Subscriber removed.");
      await load();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQ(search.trim());
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
            Newsletter
          </h1>
          <p className="mt-1 text-sm text-muted">
            Everyone who asked for the newsletter, when they consented, and whether they confirmed.
          </p>
        </div>
        {/* A plain link: the browser sends the session cookie and saves the attachment, filtered as the list is. */}
        <a href={`/api/admin/newsletter.csv${query({ state, q })}`} download className={btn("outline")}>
          Download CSV
        </a>
      </div>
      <form role="search" onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search by email
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by email"
          className={inputClass}
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Show subscribers by state">
        {states.map(([v, label]) => (
          <Button
            key={v || "all"}
            tone={state === v ? "primary" : "outline"}
            aria-pressed={state === v}
            onClick={() => {
              setPage(1);
              setState(v);
            }}
          >
            {label}
            {v && data?.counts[v] !== undefined ? ` (${number.format(data.counts[v])})` : ""}
          </Button>
        ))}
      </div>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </div>
      {!data && !error && <Loading />}
      {data && data.subscribers.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          No subscribers.
        </p>
      )}
      {data && data.subscribers.length > 0 && (
        <ul
          className="mt-4 divide-y divide-line rounded-xl border border-line bg-white shadow-sm"
          aria-label="Subscribers"
        >
          {data.subscribers.map((s) => (
            <li key={s.id} className="p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-all font-semibold text-ink">{s.email}</span>
                <Pill tone={stateTone[s.status as keyof typeof stateTone] ?? "slate"}>
                  {states.find(([v]) => v === s.status)?.[1] ?? s.status}
                </Pill>
              </div>
              <p className="mt-1 text-xs text-muted">
                Consented {dateTime(s.consentedAt)}
                {s.confirmedAt && ` · confirmed ${dateTime(s.confirmedAt)}`}
                {s.unsubscribedAt && ` · unsubscribed ${dateTime(s.unsubscribedAt)}`}
                {s.pagePath && ` · on ${s.pagePath}`}
              </p>
              {confirming === s.id ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-emergency-50 p-2">
                  <span className="text-sm text-emergency-700">Remove {s.email} for good?</span>
                  <Button tone="danger" onClick={() => remove(s)}>
                    Yes, remove
                  </Button>
                  <Button tone="outline" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </div>
              ) : (
                <Button
                  className="mt-2"
                  tone="outline"
                  onClick={() => setConfirming(s.id)}
                  aria-label={`Remove ${s.email}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}
