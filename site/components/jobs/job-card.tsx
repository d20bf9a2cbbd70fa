// A completed job as a card: where and when, what was wrong, what was done,
// how it ended, with its photographs and their captions. Sample jobs say so.
import type { JobCardData } from "@/lib/jobs";
import { JobPhoto } from "@/components/jobs/job-photo";

export function JobCard({
  job,
  headingLevel = 3,
  wide = false,
}: {
  job: JobCardData;
  headingLevel?: 2 | 3;
  /** The only card in its row: on wide screens its photographs sit beside its text. */
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const place = job.neighbourhoodName ? `${job.neighbourhoodName}, ${job.areaName}` : job.areaName;
  const facts = [
    { term: "Completed", value: job.completed.display },
    { term: "Property", value: job.propertyName },
    { term: "Time on site", value: job.took.display },
    ...(job.price ? [{ term: "Price paid", value: job.price.display }] : []),
  ];
  return (
    <article
      id={job.slug}
      data-job={job.slug}
      data-service={job.service}
      data-area={job.area}
      className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm ${wide ? "lg:flex-row" : ""}`}
    >
      {job.photos.length > 0 && (
        // Two or more photographs (before and after) side by side.
        <div
          className={`${job.photos.length > 1 ? "grid grid-cols-2 content-start gap-px bg-line" : ""} ${wide ? "lg:w-1/2 lg:shrink-0" : ""}`}
        >
          {job.photos.map((p) => (
            <figure key={p.asset.og.url} className="bg-white">
              <JobPhoto
                asset={p.asset}
                alt={p.alt}
                sizes={
                  job.photos.length > 1
                    ? `(min-width: 1024px) ${wide ? "25vw" : "16vw"}, (min-width: 640px) 25vw, 50vw`
                    : `(min-width: 1024px) ${wide ? "50vw" : "33vw"}, (min-width: 640px) 50vw, 100vw`
                }
              />
              <figcaption className="px-5 pt-2 text-sm text-muted">{p.caption}</figcaption>
            </figure>
          ))}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {job.isSample && (
          <p className="mb-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            Sample job
          </p>
        )}
        <Heading className="text-lg font-bold text-ink">
          {job.serviceName} in {place}
        </Heading>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts.map((f) => (
            <div key={f.term}>
              <dt className="text-muted">{f.term}</dt>
              <dd className="font-medium text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 space-y-3 text-[0.95rem] leading-7 text-muted">
          <p>
            <strong className="text-ink">The problem: </strong>
            {job.problem}
          </p>
          <p>
            <strong className="text-ink">What we did: </strong>
            {job.workDone}
          </p>
          <p>
            <strong className="text-ink">The result: </strong>
            {job.outcome}
          </p>
        </div>
      </div>
    </article>
  );
}
