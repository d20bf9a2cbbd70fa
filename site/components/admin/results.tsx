"use client";
// Results for a chosen period: totals, the daily chart (with its numbers as a
// table), and which page types, services, areas, sources and campaigns won
// enquiries, calls and WhatsApp chats, and the pages that won the most.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { messageOf, query } from "./api";
import { useInbox } from "./context";
import { DailyChart } from "./chart";
import { conversion, day, londonDay, number } from "./format";
import { PhoneRows } from "./results-rows";
import { MoneyResults } from "./results-money";
import { WebsiteProofCard } from "./website";
import { results, type ResultRow, type Results } from "./schemas";
import { Alert, Button, Card, Loading, inputClass, labelClass } from "./ui";

const presets = [7, 30, 90, 365] as const;
type Period = { from: string; to: string; preset: number | null };
const lastDays = (n: number): Period => ({ from: londonDay(-(n - 1)), to: londonDay(0), preset: n });

export function ResultsView() {
  const { api } = useInbox();
  const id = useId();
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const [custom, setCustom] = useState({ from: period.from, to: period.to });
  const [data, setData] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.call("GET", `/results${query({ from: period.from, to: period.to })}`, results).then(
      (d) => {
        if (!live) return;
        setData(d);
        setError(null);
      },
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, period]);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!custom.from || !custom.to) return setError("Choose both a start and an end day.");
    if (custom.from > custom.to) return setError("The start day must be on or before the end day.");
    setPeriod({ ...custom, preset: null });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        Results
      </h1>
      <p className="mt-1 text-sm text-muted">
        Views, visitors, enquiries, calls and chats by day and by where they came from. Calls and chats are taps on the
        site’s phone and WhatsApp links. Days are UK calendar days. Conversion shows “—” where more enquiries than views
        were counted (a form sent without its view counted), as no rate can be read there.
      </p>

      <Card className="mt-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Period">
          {presets.map((n) => (
            <Button
              key={n}
              tone={period.preset === n ? "primary" : "outline"}
              aria-pressed={period.preset === n}
              onClick={() => {
                const p = lastDays(n);
                setCustom({ from: p.from, to: p.to });
                setPeriod(p);
              }}
            >
              {n === 365 ? "12 months" : `${n} days`}
            </Button>
          ))}
        </div>
        <form onSubmit={applyCustom} className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:items-end">
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
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
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              className={inputClass}
            />
          </div>
          <Button type="submit" tone={period.preset === null ? "primary" : "outline"} className="col-span-2">
            Show these days
          </Button>
        </form>
      </Card>

      <div className="mt-4">
        <Alert>{error}</Alert>
      </div>
      {!data && !error && <Loading />}
      {data && (
        <>
          <p className="mt-4 text-sm text-muted" aria-live="polite">
            {day(data.from)} to {day(data.to)}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="Totals">
            <Total label="Views" value={number.format(data.totals.views)} />
            <Total label="Visitors" value={number.format(data.totals.visitors)} />
            <Total label="Enquiries" value={number.format(data.totals.enquiries)} />
            <Total label="Calls" value={number.format(data.totals.calls)} />
            <Total label="Chats" value={number.format(data.totals.chats)} />
            <Total label="Conversion" value={conversion(data.totals.conversionRate)} />
          </dl>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="Reviews">
            <Total label="Review requests sent" value={number.format(data.reviews.requested)} />
            <Total label="Reviews recorded" value={number.format(data.reviews.recorded)} />
          </dl>

          {data.money && <MoneyResults money={data.money} from={data.from} to={data.to} />}
          <WebsiteProofCard />

          <Card className="mt-4">
            <h2 className="text-lg font-bold text-ink">Day by day</h2>
            <div className="mt-3">
              <DailyChart daily={data.daily} />
            </div>
            <details className="mt-3">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
                The numbers for each day
              </summary>
              <div className="max-h-96 overflow-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Views, visitors, enquiries, calls and chats per day</caption>
                  <thead>
                    <tr className="text-left text-muted">
                      <th scope="col" className="py-2 pr-2">
                        Day
                      </th>
                      <Heads labels={["Views", "Visitors", "Enquiries", "Calls", "Chats"]} />
                    </tr>
                  </thead>
                  <tbody>
                    {data.daily.map((d) => (
                      <tr key={d.day} className="border-t border-line">
                        <th scope="row" className="whitespace-nowrap py-1.5 pr-2 text-left font-normal">
                          {day(d.day)}
                        </th>
                        <Cells values={[d.views, d.visitors, d.enquiries, d.calls, d.chats]} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </Card>

          <Card className="mt-4">
            <h2 className="text-lg font-bold text-ink">Pages that won the most enquiries, calls and chats</h2>
            <PhoneRows
              empty="No page views, enquiries, calls or chats in this period."
              rows={data.topPages.map((p) => ({
                key: p.path,
                label: (
                  <a href={p.path} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                    {p.path}
                  </a>
                ),
                figures: [
                  ["Views", number.format(p.views)],
                  ["Enquiries", number.format(p.enquiries)],
                  ["Calls", number.format(p.calls)],
                  ["Chats", number.format(p.chats)],
                  ["Conversion", conversion(p.conversionRate)],
                  ["Type", p.pageType],
                ],
              }))}
            />
            <Scroll>
              <table className="mt-2 w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Top pages by enquiries, calls and chats</caption>
                <thead>
                  <tr className="text-left text-muted">
                    <th scope="col" className="py-2 pr-2">
                      Page
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Type
                    </th>
                    <Heads labels={["Views", "Enquiries", "Calls", "Chats", "Conversion"]} />
                  </tr>
                </thead>
                <tbody>
                  {data.topPages.length === 0 && (
                    <tr>
                      <td colSpan={7} className="py-3 text-muted">
                        No page views, enquiries, calls or chats in this period.
                      </td>
                    </tr>
                  )}
                  {data.topPages.map((p) => (
                    <tr key={p.path} className="border-t border-line">
                      <th scope="row" className="max-w-[16rem] break-words py-1.5 pr-2 text-left font-normal">
                        <a href={p.path} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                          {p.path}
                        </a>
                      </th>
                      <td className="py-1.5 pr-2">{p.pageType}</td>
                      <Cells values={[p.views, p.enquiries, p.calls, p.chats]} rate={p.conversionRate} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </Scroll>
          </Card>

          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Breakdown title="By page type" rows={data.byPageType} />
            <Breakdown title="By service" rows={data.byService} />
            <Breakdown title="By area" rows={data.byArea} />
            <Breakdown title="By source" rows={data.bySource} />
            <Breakdown title="By campaign" rows={data.byCampaign} />
          </div>
        </>
      )}
    </section>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums text-ink">{value}</dd>
    </div>
  );
}

const numeric = "pr-2 text-right tabular-nums last:pr-0";

/** The headings of a table's number columns, right-aligned over their numbers. */
function Heads({ labels }: { labels: string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={`py-2 ${numeric}`}>
      {label}
    </th>
  ));
}

/** One row's counts, then its conversion rate when it has one. */
function Cells({ values, rate }: { values: number[]; rate?: number | null }) {
  return (
    <>
      {values.map((v, i) => (
        <td key={i} className={`py-1.5 ${numeric}`}>
          {number.format(v)}
        </td>
      ))}
      {rate !== undefined && <td className={`py-1.5 ${numeric}`}>{conversion(rate)}</td>}
    </>
  );
}

function Scroll({ children }: { children: ReactNode }) {
  // A wide table scrolls sideways on a phone; the region is focusable so a keyboard can scroll it too.
  return (
    <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label="Scrollable table">
      {children}
    </div>
  );
}

function Breakdown({ title, rows }: { title: string; rows: ResultRow[] }) {
  // min-w-0: a grid item otherwise grows to its table's width and widens the page on a phone.
  return (
    <Card className="min-w-0">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <PhoneRows
        empty="Nothing in this period."
        rows={rows.map((r) => ({
          key: r.key,
          label: r.label,
          figures: [
            ["Views", number.format(r.views)],
            ["Visitors", number.format(r.visitors)],
            ["Enquiries", number.format(r.enquiries)],
            ["Calls", number.format(r.calls)],
            ["Chats", number.format(r.chats)],
            ["Conversion", conversion(r.conversionRate)],
          ],
        }))}
      />
      <Scroll>
        <table className="mt-2 w-full min-w-[30rem] text-sm">
          <caption className="sr-only">{`Results ${title.toLowerCase()}`}</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-2 pr-2">
                Name
              </th>
              <Heads labels={["Views", "Visitors", "Enquiries", "Calls", "Chats", "Conversion"]} />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="py-3 text-muted">
                  Nothing in this period.
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-line">
                <th scope="row" className="break-words py-1.5 pr-2 text-left font-normal">
                  {r.label}
                </th>
                <Cells values={[r.views, r.visitors, r.enquiries, r.calls, r.chats]} rate={r.conversionRate} />
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </Card>
  );
}
