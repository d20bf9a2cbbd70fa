"use client";
// The Visits screen (issue 33.5): the booked visits of the coming 14 days
// across every lead, grouped by UK day, each linking to its lead and to its
// calendar file.
import { useEffect, useState } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { lengthLabel } from "./lead-visits";
import { Alert, Card, Loading, btn } from "./ui";
import { visitList, type ComingVisit } from "./visit-schemas";

export function VisitsView() {
  const { api, live } = useInbox();
  const [visits, setVisits] = useState<ComingVisit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revision = live.revision;
  useEffect(() => {
    let on = true;
    api.call("GET", "/visits?days=14", visitList).then(
      (d) => on && setVisits(d.visits),
      (e) => on && setError(messageOf(e)),
    );
    return () => {
      on = false;
    };
  }, [api, revision]);

  if (!visits) return error ? <Alert>{error}</Alert> : <Loading />;
  // Grouped by the UK day the visit falls on, soonest first (the API's order).
  const days: { date: string; label: string; visits: ComingVisit[] }[] = [];
  for (const v of visits) {
    const last = days[days.length - 1];
    if (last && last.date === v.date) last.visits.push(v);
    else days.push({ date: v.date, label: v.when.split(" at ")[0], visits: [v] });
  }
  return (
    <section aria-labelledby="visits-title">
      <h1 id="visits-title" className="text-2xl font-bold text-ink">
        Visits
      </h1>
      <p className="mt-1 text-sm text-muted">Booked visits for the next 14 days, on UK time.</p>
      {days.length === 0 && (
        <Card className="mt-4">
          <p className="text-muted">No visits booked for the next 14 days. Book one from a lead.</p>
        </Card>
      )}
      <div className="mt-4 space-y-5">
        {days.map((d) => (
          <div key={d.date} data-day={d.date}>
            <h2 className="text-lg font-bold text-ink">{d.label}</h2>
            <ul className="mt-2 space-y-2">
              {d.visits.map((v) => (
                <li key={v.id}>
                  <Card className="!p-3">
                    <div className="flex items-start gap-3">
                      <p className="w-14 shrink-0 text-lg font-bold tabular-nums text-brand-800">{v.time}</p>
                      <div className="min-w-0 flex-1">
                        <a
                          href={`#/leads/${v.leadId}`}
                          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                        >
                          {v.name}
                        </a>
                        <p className="text-sm text-ink">
                          {v.kind === "survey" ? "Survey" : "Job"} · {v.service}
                          {v.location ? ` · ${v.location}` : ""}
                        </p>
                        <p className="text-xs text-muted">
                          {lengthLabel(v.minutes)} · {v.who}
                        </p>
                      </div>
                      <a className={btn("quiet", "shrink-0 !px-2")} href={v.ics} download={`visit-${v.id}.ics`}>
                        .ics
                      </a>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
