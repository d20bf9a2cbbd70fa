// A completed job told in full: where and when, what was wrong, what was
// done, how it ended, with its photographs and their captions. A sample job
// is labelled an example, and its date and price are called examples:
// nobody completed it or paid for it (issue 31.8).
//
// A job is told in full once, on the page it earned (its service in its
// area); everywhere else it is a brief card (job-brief.tsx) linking here,
// so no other page is a near copy of it (decisions 27 and 69). Its
// photographs open full size: each is a plain link to its largest JPEG,
// which works without JavaScript and on every phone (issue 34.6).
import type { JobCardData } from "@/lib/jobs";
import { JobPhoto } from "@/components/jobs/job-photo";

export function JobCard({ job, headingLevel = 3 }: { job: JobCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const place = job.neighbourhoodName ? `${job.neighbourhoodName}, ${job.areaName}` : job.areaName;
  const photos = job.photos;
  const facts = [
    { term: job.isSample ? "Example date" : "Completed", value: job.completed.display },
    { term: "Property", value: job.propertyName },
    { term: "Time on site", value: job.took.display },
    ...(job.price ? [{ term: job.isSample ? "Example price" : "Price paid", value: job.price.display }] : []),
  ];
  return (
    <article
      id={job.slug}
      data-job={job.slug}
      data-sample={job.isSample ? "" : undefined}
      data-job-layout="wide"
      data-service={job.service}
      data-area={job.area}
      className="flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:flex-row"
    >
      {photos.length > 0 && (
        // Two or more photographs (before and after) side by side.
        <div
          className={`${photos.length > 1 ? "grid grid-cols-2 content-start gap-px bg-line" : ""} lg:w-1/2 lg:shrink-0`}
        >
          {photos.map((p, i) => {
            // An odd last photograph takes the whole row, rather than leaving an empty cell beside it.
            const spansRow = photos.length > 1 && photos.length % 2 === 1 && i === photos.length - 1;
            const wide = photos.length === 1 || spansRow;
            return (
              <figure key={p.asset.og.url} className={spansRow ? "col-span-2 bg-white" : "bg-white"}>
                <a
                  href={p.asset.sources.jpeg.at(-1)!.url}
                  data-full-size=""
                  aria-label={`${p.alt} (opens the photograph full size)`}
                  className="block focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <JobPhoto
                    asset={p.asset}
                    alt={p.alt}
                    eager={i === 0}
                    sizes={
                      wide
                        ? "(min-width: 1024px) 50vw, (min-width: 640px) 50vw, 100vw"
                        : "(min-width: 1024px) 25vw, (min-width: 640px) 25vw, 50vw"
                    }
                  />
                </a>
                <figcaption className="px-5 pt-2 text-sm text-muted">{p.caption}</figcaption>
              </figure>
            );
          })}
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
