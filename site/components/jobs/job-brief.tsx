// A job in brief (issue 34.6): its title, month, area, one line of what the
// customer found and a thumbnail, linking to the page it earned, where the
// story is told in full. Every page but that one shows a job this way: the
// same story on the service page, the area page, 'Our work' and nearby
// pages made them near copies of the earned page (decisions 27 and 69).
// A sample is labelled an example and its month called an example date,
// as on the full card (issue 31.8).
import type { JobBrief } from "@/lib/jobs";
import { JobPhoto } from "@/components/jobs/job-photo";

export function JobBriefCard({ job, headingLevel = 3 }: { job: JobBrief; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-job={job.slug}
      data-sample={job.isSample ? "" : undefined}
      data-job-layout="brief"
      data-service={job.service}
      data-area={job.area}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      {job.photo && (
        <JobPhoto
          asset={job.photo.asset}
          alt={job.photo.alt}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2]"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {job.isSample && (
          <p className="mb-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            Example, not a real job
          </p>
        )}
        <Heading className="text-lg font-bold text-ink">{job.title}</Heading>
        <p className="mt-1 text-sm text-muted">
          {job.isSample ? "Example date: " : "Completed "}
          {job.completed}
        </p>
        <p className="mt-3 text-[0.95rem] leading-7 text-muted">{job.excerpt}</p>
        <p className="mt-auto pt-4">
          <a
            href={job.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Read about this job
            <span className="sr-only">
              : {job.title}, {job.completed}
            </span>
          </a>
        </p>
      </div>
    </article>
  );
}
