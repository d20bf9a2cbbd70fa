"use client";
// The Website card on Results (issue 34.5): each job written on a lead and
// each recorded review, 'Ready for the website' once the customer agreed (or
// the review was recorded) and 'On the website' once the served export shows
// it; and, for the owner, the bundle the maintainer imports with
// `just import-proof --bundle`.
import { useEffect, useId, useState } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { Alert, Card, Loading, Pill, btn } from "./ui";
import { websiteProof, type WebsiteProof, type WebsiteStatus } from "./website-schemas";

const label: Record<WebsiteStatus, string> = {
  "not-for-the-website": "Not for the website yet",
  ready: "Ready for the website",
  "on-the-website": "On the website",
};
const tone = { "not-for-the-website": "slate", ready: "amber", "on-the-website": "green" } as const;

export function WebsiteProofCard() {
  const { api, role } = useInbox();
  const id = useId();
  const [data, setData] = useState<WebsiteProof | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.call("GET", "/proof", websiteProof).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const waiting = data ? data.readyJobs + data.readyReviews : 0;
  return (
    <Card className="mt-4">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          Website
        </h2>
        <p className="mt-1 text-sm text-muted">
          Jobs your customers agreed to show, and reviews you recorded, go on the website when the site is next updated
          with <code>just import-proof</code>.
        </p>
        <Alert>{error}</Alert>
        {!data && !error && <Loading />}
        {data && (
          <>
            <p className="mt-3 text-sm font-semibold text-ink" role="status">
              {waiting === 0
                ? "Nothing is waiting for the website."
                : `${data.readyJobs} job${data.readyJobs === 1 ? "" : "s"} and ${data.readyReviews} review${data.readyReviews === 1 ? "" : "s"} ready for the website.`}
            </p>
            {role === "owner" && (
              <a className={btn("outline", "mt-3 w-full sm:w-auto")} href="/api/proof/export" download>
                Download for the website
              </a>
            )}
            <ul className="mt-3 divide-y divide-slate-200">
              {data.jobs.map((j) => (
                <li key={j.slug} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <a className="min-h-11 text-sm font-semibold text-brand-700 underline" href={`#/leads/${j.leadId}`}>
                    Job: {j.title}
                  </a>
                  <Pill tone={tone[j.status]}>{label[j.status]}</Pill>
                </li>
              ))}
              {data.reviews.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <a className="min-h-11 text-sm font-semibold text-brand-700 underline" href={`#/leads/${r.leadId}`}>
                    Review: {r.by} ({r.platform})
                  </a>
                  <Pill tone={tone[r.status]}>{label[r.status]}</Pill>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}
