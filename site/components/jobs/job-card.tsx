// A completed job as a card: where and when, what was wrong, what was done,
// how it ended, with its photographs and their captions. A sample job is
// labelled an example, and its date and price are called examples: nobody
// completed it or paid for it (issue 31.8).
//
// A job is told in full once per kind of page: on its own service-in-area
// page, its area's page, its service's page and 'Our work'. Elsewhere (a
// nearby area's page for the same service) it is a brief card linking to its
// own page: the same story on the neighbouring pages would make them near
// copies of the page the job earned (decisions 27 and 33).
import type { JobCardData } from "@/lib/jobs";
import { JobPhoto } from "@/components/jobs/job-photo";

export type JobCardLayout = "card" | "wide" | "brief";

export function JobCard({
  job,
  headingLevel = 3,
  layout = "card",
  linkToPage = true,
}: {
  job: JobCardData;
  headingLevel?: 2 | 3;
  /** 'wide': the only card in its row, its photographs beside its text on wide screens; 'brief': no story, a link to it. */
  layout?: JobCardLayout;
  /** False on the job's own page. */
  linkToPage?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const place = job.neighbourhoodName ? `${job.neighbourhoodName}, ${job.areaName}` : job.areaName;
  const brief = layout === "brief";
  const wide = layout === "wide";
  const photos = brief ? job.photos.slice(0, 1) : job.photos;
  const facts = [
    { term: job.isSample ? "Example date" : "Completed", value: job.completed.display },
    { term: "Property", value: job.propertyName },
    ...(brief
      ? []
      : [
          { term: "Time on site", value: job.took.display },
          ...(job.price ? [{ term: job.isSample ? "Example price" : "Price paid", value: job.price.display }] : []),
        ]),
  ];
  return (
    <article
      id={job.slug}
      data-job={job.slug}
      data-sample={job.isSample ? "" : undefined}
      data-job-layout={layout}
      data-service={job.service}
      data-area={job.area}
      className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm ${wide ? "lg:flex-row" : ""}`}
    >
      {photos.length > 0 && (
        // Two or more photographs (before and after) side by side.
        <div
          className={`${photos.length > 1 ? "grid grid-cols-2 content-start gap-px bg-line" : ""} ${wide ? "lg:w-1/2 lg:shrink-0" : ""}`}
        >
          {photos.map((p) => (
            <figure key={p.asset.og.url} className="bg-white">
              <JobPhoto
                asset={p.asset}
                alt={p.alt}
                sizes={
                  photos.length > 1
                    ? `(min-width: 1024px) ${wide ? "25vw" : "16vw"}, (min-width: 640px) 25vw, 50vw`
                    : `(min-width: 1024px) ${wide ? "50vw" : "33vw"}, (min-width: 640px) 50vw, 100vw`
                }
              />
              {!brief && <figcaption className="px-5 pt-2 text-sm text-muted">{p.caption}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {job.isSample && (
          <p className="mb-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            Example, not a real job
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
        {!brief && (
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
        )}
        {linkToPage && (
          <p className="mt-auto pt-4">
            <a
              href={`${job.pagePath}#${job.slug}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {brief ? "Read about this job" : `More ${job.serviceName.toLowerCase()} in ${job.areaName}`}
              {brief && (
                <span className="sr-only">
                  : {job.serviceName.toLowerCase()} in {place}, {job.completed.display}
                </span>
              )}
            </a>
          </p>
        )}
      </div>
    </article>
  );
}
