// A page's 'Recent work' section: up to three job cards and a link to the
// rest on 'Our work'. Nothing at all when there is no job to show.
import type { JobCardData } from "@/lib/jobs";
import { JobCard } from "@/components/jobs/job-card";

export function RecentWork({
  jobs,
  heading,
  intro,
  moreHref = "/our-work",
  ownPage,
}: {
  jobs: JobCardData[];
  heading: string;
  intro?: string;
  moreHref?: string;
  /**
   * On a service-in-area page, its path: the jobs done there are told in
   * full, those from nearby areas as brief cards linking to their own pages.
   */
  ownPage?: string;
}) {
  if (jobs.length === 0) return null;
  // Samples are not work anyone has finished: the heading and intro say
  // what they are, not 'recent work' (issue 31.8).
  const samplesOnly = jobs.every((j) => j.isSample);
  const lead = samplesOnly
    ? "Examples of how finished jobs appear here; each is marked ‘Example, not a real job’."
    : intro;
  const title = samplesOnly ? "How finished jobs will appear" : heading;
  const here = ownPage === undefined ? [] : jobs.filter((j) => j.pagePath === ownPage);
  const rest = jobs.filter((j) => !here.includes(j));
  const restLayout = ownPage !== undefined ? "brief" : rest.length === 1 ? "wide" : "card";
  return (
    <section aria-labelledby="recent-work" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="recent-work" className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
        {/* The page's own jobs: each the whole row, its photographs beside its text on wide screens. */}
        {here.map((job) => (
          <div key={job.slug} className="mt-8">
            <JobCard job={job} layout="wide" linkToPage={false} />
          </div>
        ))}
        {rest.length > 0 &&
          (restLayout === "wide" ? (
            <div className="mt-8">
              <JobCard job={rest[0]} layout="wide" />
            </div>
          ) : (
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((job) => (
                <JobCard key={job.slug} job={job} layout={restLayout} />
              ))}
            </div>
          ))}
        <p className="mt-8">
          <a href={moreHref} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            See more of our work
          </a>
        </p>
      </div>
    </section>
  );
}
