"use client";
// Reviews on a won lead (issue 34 items 1 and 2): ask the customer once, by
// email or WhatsApp, with the same words every customer gets; record a
// review once it has appeared, with its link, stars, words and date, and
// how the customer is named (first name and town only). Recorded reviews
// wait, 'Ready for the website', for the catalogue import.
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime, day } from "./format";
import { RecordReview } from "./review-form";
import { leadReviews, reviewRequestSent, reviewStatusLabel, type LeadReviews as Data } from "./review-schemas";
import { leadPage, type LeadPage } from "./schemas";
import { Alert, Button, Card, Pill, btn } from "./ui";

export function LeadReviews({ page, onPage }: { page: LeadPage; onPage: (page: LeadPage) => void }) {
  const { api } = useInbox();
  const id = page.lead.id;
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chat, setChat] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    setData(await api.call("GET", `/leads/${id}/reviews`, leadReviews));
  }, [api, id]);

  useEffect(() => {
    let live = true;
    api.call("GET", `/leads/${id}/reviews`, leadReviews).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  // The lead's history gains a line with each request and review.
  const refresh = useCallback(async () => {
    await load();
    onPage(await api.call("GET", `/leads/${id}`, leadPage));
  }, [api, id, load, onPage]);

  const ask = async (via: "email" | "whatsapp") => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await api.call("POST", `/leads/${id}/review-request`, reviewRequestSent, { via });
      setChat(answer.whatsapp);
      setDone(via === "email" ? "Review request queued to send by email." : "Recorded. Open WhatsApp to send it.");
      await refresh();
    } catch (e) {
      setError(messageOf(e));
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Reviews</h2>
      {!data ? (
        error ? (
          <Alert>{error}</Alert>
        ) : (
          <p className="mt-2 text-sm text-muted">Loading reviews…</p>
        )
      ) : (
        <div className="mt-2 space-y-4">
          <section aria-labelledby={`ask-${id}`} className="space-y-2">
            <h3 id={`ask-${id}`} className="text-base font-semibold text-ink">
              Ask for a review
            </h3>
            {data.requested ? (
              <p className="text-sm text-ink">
                Asked {dateTime(data.requested.at)} by {data.requested.via === "whatsapp" ? "WhatsApp" : "email"} (
                {data.requested.by}). Each customer is asked once.
              </p>
            ) : (
              <>
                <p className="text-sm text-muted">
                  Every customer gets the same words: thanks for the work, a link to each review site, and ‘say what you
                  honestly think, good or bad’. Nothing is offered for a review.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button tone="primary" disabled={busy || !data.canEmail} onClick={() => void ask("email")}>
                    Ask by email
                  </Button>
                  <Button tone="whatsapp" disabled={busy || !data.canWhatsapp} onClick={() => void ask("whatsapp")}>
                    Ask by WhatsApp
                  </Button>
                </div>
                {(!data.canEmail || !data.canWhatsapp) && (
                  <p className="text-xs text-muted">
                    {!data.canEmail && "No email address on this lead. "}
                    {!data.canWhatsapp && "The number is not a UK mobile, so WhatsApp cannot reach it."}
                  </p>
                )}
              </>
            )}
            <Alert>{error}</Alert>
            <Alert tone="success">{done}</Alert>
            {chat && (
              <a href={chat} target="_blank" rel="noopener noreferrer" className={btn("whatsapp", "w-full")}>
                Open WhatsApp with the request
              </a>
            )}
          </section>

          {data.reviews.length > 0 && (
            <section aria-labelledby={`recorded-${id}`}>
              <h3 id={`recorded-${id}`} className="text-base font-semibold text-ink">
                Recorded reviews
              </h3>
              <ul className="mt-2 space-y-3">
                {data.reviews.map((r) => (
                  <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-ink">
                        {r.platformName}, {r.rating} of 5 stars
                      </span>
                      <Pill tone="green">{reviewStatusLabel[r.status]}</Pill>
                    </p>
                    <p className="mt-1 whitespace-pre-line break-words text-ink">“{r.text}”</p>
                    <p className="mt-1 text-muted">
                      {r.firstName}, {r.town} · published {day(r.publishedOn)} ·{" "}
                      <a href={r.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                        the review on {r.platformName}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <RecordReview id={id} data={data} onRecorded={refresh} />
        </div>
      )}
    </Card>
  );
}
