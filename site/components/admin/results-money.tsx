"use client";
// Results by money (issue 33.4): what the period's leads were quoted and won
// for, the win rate and the average job, by page, page type, service (asked
// for, and the page's), area, source and campaign, ranked by won value; and
// the won jobs as CSV for the accounts package. On a phone every row is a
// block of labelled figures (PhoneRows); from `sm` up, a table.
import { query } from "./api";
import { number, percent } from "./format";
import { pounds } from "./money";
import { PhoneRows } from "./results-rows";
import type { MoneyRow, ResultMoney } from "./schemas";
import { Card } from "./ui";

const rate = (r: number | null) => (r === null ? "—" : percent(r));
const average = (p: number | null) => (p === null ? "—" : pounds(p));

const figures = (r: Omit<MoneyRow, "key" | "label">) =>
  [
    ["Won", pounds(r.wonPence)],
    ["Quoted", pounds(r.quotedPence)],
    ["Win rate", rate(r.winRate)],
    ["Average job", average(r.averageJobPence)],
    ["Jobs won", number.format(r.wonLeads)],
    ["Priced", number.format(r.quotedLeads)],
  ] as [string, string][];

export function MoneyResults({ money, from, to }: { money: ResultMoney; from: string; to: string }) {
  const t = money.totals;
  return (
    <section aria-labelledby="money-title" className="mt-6" data-money="">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="money-title" className="text-xl font-bold tracking-tight text-ink">
          Money
        </h2>
        <a
          href={`/api/admin/results/won.csv${query({ from, to })}`}
          download
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          Download won jobs (CSV)
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        What the leads that came in over these days were quoted and won for, as they stand now, VAT included. Win rate
        is jobs won out of leads priced; average job is the won value over the jobs won.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Money totals">
        <Figure label="Won" value={pounds(t.wonPence)} />
        <Figure label="Quoted" value={pounds(t.quotedPence)} />
        <Figure label="Win rate" value={rate(t.winRate)} />
        <Figure label="Average job" value={average(t.averageJobPence)} />
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <MoneyBreakdown title="Won by page" rows={money.byPage} links />
        <MoneyBreakdown title="Won by page type" rows={money.byPageType} />
        <MoneyBreakdown title="Won by service asked for" rows={money.byServiceAsked} />
        <MoneyBreakdown title="Won by the page's service" rows={money.byServicePage} />
        <MoneyBreakdown title="Won by area" rows={money.byArea} />
        <MoneyBreakdown title="Won by source" rows={money.bySource} />
        <MoneyBreakdown title="Won by campaign" rows={money.byCampaign} />
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 break-words text-xl font-extrabold tabular-nums text-ink sm:text-2xl">{value}</dd>
    </div>
  );
}

function MoneyBreakdown({ title, rows, links = false }: { title: string; rows: MoneyRow[]; links?: boolean }) {
  const label = (r: MoneyRow) =>
    links && r.key.startsWith("/") ? (
      <a href={r.key} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {r.label}
      </a>
    ) : (
      r.label
    );
  const empty = "No quotes or jobs won in this period.";
  return (
    <Card className="min-w-0">
      <div data-money-breakdown={title}>
        <h3 className="text-lg font-bold text-ink">{title}</h3>
        <PhoneRows empty={empty} rows={rows.map((r) => ({ key: r.key, label: label(r), figures: figures(r) }))} />
        <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={`${title}, scrollable`}>
          <table className="mt-2 w-full min-w-[34rem] text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-2 pr-2">
                  Name
                </th>
                {["Won", "Quoted", "Win rate", "Average job", "Jobs won"].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-2 text-right last:pr-0">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="py-3 text-muted">
                    {empty}
                  </td>
                </tr>
              )}
              {rows.map((r) => (
                <tr key={r.key} className="border-t border-line">
                  <th scope="row" className="max-w-[16rem] break-words py-1.5 pr-2 text-left font-normal">
                    {label(r)}
                  </th>
                  {[
                    pounds(r.wonPence),
                    pounds(r.quotedPence),
                    rate(r.winRate),
                    average(r.averageJobPence),
                    number.format(r.wonLeads),
                  ].map((v, i) => (
                    <td key={i} className="py-1.5 pr-2 text-right tabular-nums last:pr-0">
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
