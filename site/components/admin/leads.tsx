"use client";
// The lead lists: the inbox (real leads, emergencies pinned until handled),
// spam (with 'Not spam') and incomplete no-JavaScript submissions (with what
// was missing). Filters and search go to GET /leads as query parameters.
import type { LeadVersion } from "@/generated/types";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { messageOf, query } from "./api";
import { useInbox } from "./context";
import { number, stageLabel } from "./format";
import { leadPage, stages, type LeadList, type LeadSummary } from "./schemas";
import { leadList } from "./schemas";
import { Alert, Button, Loading, Pager, inputClass, labelClass } from "./ui";
import { LeadCard } from "./lead-card";
import { MineSwitch } from "./team";

type View = "inbox" | "chase" | "spam" | "incomplete" | "archived";
type Filters = {
  stage: string;
  service: string;
  area: string;
  source: string;
  from: string;
  to: string;
  q: string;
  /** "1": only the leads given to the signed-in account (the 'Mine' switch). */
  mine: string;
};
const noFilters: Filters = { stage: "", service: "", area: "", source: "", from: "", to: "", q: "", mine: "" };

const titles: Record<View, { title: string; intro: string; empty: string }> = {
  inbox: {
    title: "Leads",
    intro:
      "Newest first. Emergencies stay pinned at the top until you contact them (a day at most); overdue follow-ups come next.",
    empty: "No leads match.",
  },
  chase: {
    title: "Quotes to chase",
    intro:
      "Quotes with no answer yet, the oldest first. Open one and tap 'Send a reminder': it leaves this list until the same number of days pass again.",
    empty: "No quotes to chase. Every quote has been answered or chased recently.",
  },
  spam: {
    title: "Spam",
    intro: "Submissions the spam trap caught. Release a real one with 'Not spam': you are then notified as usual.",
    empty: "No spam. Nothing to review.",
  },
  archived: {
    title: "Archived",
    intro: "Leads you have put away. Open one to bring it back to the inbox.",
    empty: "Nothing archived.",
  },
  incomplete: {
    title: "Incomplete",
    intro: "Forms sent without JavaScript that failed a check. They show what was missing, so you can still follow up.",
    empty: "No incomplete submissions.",
  },
};

/** The filters and page a `#/leads?…` hash carries; anything unknown is ignored. */
function fromHash(): { filters: Filters; page: number } {
  const params = new URLSearchParams(window.location.hash.split("?")[1] ?? "");
  const filters = { ...noFilters };
  for (const key of Object.keys(noFilters) as (keyof Filters)[]) filters[key] = params.get(key) ?? "";
  const page = Number(params.get("page"));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function LeadsView({ view }: { view: View }) {
  const { api, live, role } = useInbox();
  const id = useId();
  // The filters, search and page live in the URL's hash too (`#/leads?q=…`),
  // so a reload, the back button or a shared link keeps them.
  const [initial] = useState(() => fromHash());
  const [filters, setFilters] = useState<Filters>(initial.filters);
  const [search, setSearch] = useState(initial.filters.q);
  const [page, setPage] = useState(initial.page);
  useEffect(() => {
    const name = view === "inbox" ? "leads" : view;
    const hash = `#/${name}${query({ ...filters, stage: view === "inbox" ? filters.stage : "", page: page > 1 ? page : undefined })}`;
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", hash);
  }, [view, filters, page]);
  // A new page of the list starts at its top.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else window.scrollTo({ top: 0 });
  }, [page]);
  const [data, setData] = useState<LeadList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // Only the answer to the latest load is shown: an earlier one (other
  // filters, or the list before a change) can answer after it.
  const latestLoad = useRef(0);
  const load = useCallback(async () => {
    const mine = ++latestLoad.current;
    try {
      const list = await api.call(
        "GET",
        `/leads${query({ view, ...filters, stage: view === "inbox" ? filters.stage : "", page })}`,
        leadList,
      );
      if (mine !== latestLoad.current) return;
      setData(list);
      setError(null);
    } catch (e) {
      if (mine === latestLoad.current) setError(messageOf(e));
    }
  }, [api, view, filters, page]);

  // Emergencies listed on the inbox have been seen once the page is in view.
  const { markSeen } = live;
  useEffect(() => {
    if (view !== "inbox" || !data) return;
    const mark = () => {
      if (document.visibilityState === "visible") markSeen(data.leads.filter((l) => l.pinned).map((l) => l.id));
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [view, data, markSeen]);

  // Loads again when the leads change (live.revision, live.ts).
  const { revision } = live;
  useEffect(() => {
    // load() sets state only once its request has answered, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, revision]);

  const set = (key: keyof Filters, value: string) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value }));
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    set("q", search.trim());
  };
  const release = async (lead: LeadSummary) => {
    setBusy(lead.id);
    setError(null);
    setDone(null);
    try {
      await api.call("POST", `/leads/${lead.id}/release`, leadPage, { version: lead.version } satisfies LeadVersion);
      setDone(`${lead.name}'s enquiry was moved to your leads and its notification queued.`);
      await load();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  const t = titles[view];
  const active = Object.entries(filters).filter(
    ([k, v]) => v && k !== "mine" && (k !== "stage" || view === "inbox"),
  ).length;
  // The panel opens for the filters it holds, never for the search above it:
  // opened by a search, it pushed the results off a phone's first screen.
  const filtersOn = active - (filters.q ? 1 : 0);
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
            {t.title}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t.intro}</p>
        </div>
        {data && (
          <p className="text-sm text-muted">
            {number.format(data.total)} {data.total === 1 ? "enquiry" : "enquiries"}
            {view === "inbox" && data.counts.pinned > 0 && (
              <>
                {" "}
                · <strong className="text-emergency-700">{data.counts.pinned} urgent</strong>
              </>
            )}
            {data.total > 0 && role === "owner" && (
              <>
                {" "}
                ·{" "}
                <a
                  href={`/api/admin/leads.csv${query({ view, ...filters, stage: view === "inbox" ? filters.stage : "" })}`}
                  download
                  className="font-semibold text-brand-700 underline"
                >
                  Download CSV
                </a>
              </>
            )}
          </p>
        )}
      </div>

      {view === "inbox" && <MineSwitch on={filters.mine === "1"} onChange={(on) => set("mine", on ? "1" : "")} />}

      <form role="search" onSubmit={submitSearch} className="mt-4 flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search name, phone, email, message, notes, service, area, postcode or reference
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, phone, service, area, #ref…"
          className={inputClass}
        />
        <Button type="submit" tone="primary">
          Search
        </Button>
      </form>

      <details className="mt-3 rounded-xl border border-line bg-white" open={filtersOn > 0 ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700">
          Filters{filtersOn > 0 ? ` (${filtersOn} on)` : ""}
        </summary>
        <div className="grid gap-3 border-t border-line p-4 sm:grid-cols-2 lg:grid-cols-3">
          {view === "inbox" && (
            <Select
              id={`${id}-stage`}
              label="Stage"
              value={filters.stage}
              onChange={(v) => set("stage", v)}
              options={stages.map((s) => [s, stageLabel[s]])}
            />
          )}
          <Select
            id={`${id}-service`}
            label="Service"
            value={filters.service}
            onChange={(v) => set("service", v)}
            options={(data?.filters.services ?? []).map((s) => [s, s])}
          />
          <Select
            id={`${id}-area`}
            label="Area"
            value={filters.area}
            onChange={(v) => set("area", v)}
            options={(data?.filters.areas ?? []).map((s) => [s, s])}
          />
          <Select
            id={`${id}-source`}
            label="Source"
            value={filters.source}
            onChange={(v) => set("source", v)}
            options={(data?.filters.sources ?? []).map((s) => [s, s === "(direct)" ? "Direct (no campaign)" : s])}
          />
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              onChange={(e) => set("from", e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClass}>
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to}
              onChange={(e) => set("to", e.target.value)}
              className={inputClass}
            />
          </div>
          {active > 0 && (
            <div className="flex items-end">
              <Button
                tone="outline"
                onClick={() => {
                  setSearch("");
                  setPage(1);
                  setFilters(noFilters);
                }}
              >
                Clear filters
              </Button>
            </div>
          )}
        </div>
      </details>

      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </div>

      {!data && !error && <Loading />}
      {data && data.leads.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          {t.empty}
        </p>
      )}
      {data && data.leads.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t.title}>
          {data.leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard
                lead={lead}
                view={view === "chase" ? "inbox" : view}
                problems={lead.problems}
                busy={busy === lead.id}
                onRelease={() => release(lead)}
              />
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">All</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
