// A page's 'Recent work' section: the jobs done here told in full (only on
// the page they earned, a service in an area), then brief cards of others
// linking to their own pages, and a link to the rest on 'Our work'.
// Nothing at all when there is no job to show.
import type { JobBrief, JobCardData } from "@/lib/jobs";
import { JobCard } from "@/components/jobs/job-card";
import { JobBriefCard } from "@/components/jobs/job-brief";

export function RecentWork({
  here = [],
  briefs,
  heading,
  intro,
  moreHref = "/our-work",
  first = false,
}: {
  /** The jobs this page earned (a service-in-area page's own), told in full. */
  here?: JobCardData[];
  /** Other jobs, in brief. */
  briefs: JobBrief[];
  heading: string;
  intro?: string;
  moreHref?: string;
  /** Right under a page's title (the page a job earned): less space above. */
  first?: boolean;
}) {
  if (here.length + briefs.length === 0) return null;
  // Samples are not work anyone has finished: the heading and intro say
  // what they are, not 'recent work' (issue 31.8).
  const samplesOnly = [...here, ...briefs].every((j) => j.isSample);
  const lead = samplesOnly
    ? "Examples of how finished jobs appear here; each is marked ‘Example, not a real job’."
    : intro;
  const title = samplesOnly ? "How finished jobs will appear" : heading;
  return (
    <section aria-labelledby="recent-work" className={`bg-white ${first ? "pt-8 pb-14 sm:py-16" : "py-14 sm:py-20"}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="recent-work" className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
        {/* The page's own jobs: each the whole row, its photographs beside its text on wide screens. */}
        {here.map((job) => (
          <div key={job.slug} className="mt-8">
            <JobCard job={job} />
          </div>
        ))}
        {briefs.length > 0 && (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {briefs.map((job) => (
              <JobBriefCard key={job.slug} job={job} />
            ))}
          </div>
        )}
        <p className="mt-8">
          <a href={moreHref} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            See more of our work
          </a>
        </p>
      </div>
    </section>
  );
}
