"use client";
// A results table as a phone reads it (issue 23.9): each row one block, its
// name and then every figure with its label, so nothing hides off-screen to
// the right. From `sm` up the table itself shows instead.
import type { ReactNode } from "react";

export type PhoneRow = { key: string; label: ReactNode; figures: [string, string][] };

export function PhoneRows({ rows, empty }: { rows: PhoneRow[]; empty: string }) {
  return (
    <ul className="mt-2 divide-y divide-line sm:hidden" data-phone-rows="">
      {rows.length === 0 && <li className="py-3 text-sm text-muted">{empty}</li>}
      {rows.map((r) => (
        <li key={r.key} className="py-2.5 text-sm">
          <p className="break-words font-semibold text-ink">{r.label}</p>
          <dl className="mt-1 grid grid-cols-3 gap-x-3 gap-y-1">
            {r.figures.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs text-muted">{term}</dt>
                <dd className="tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
