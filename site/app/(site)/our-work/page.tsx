import { allWork, jobs } from "@/lib/jobs";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { JobBriefCard } from "@/components/jobs/job-brief";
import { WorkFilters } from "@/components/jobs/work-filters";
import { workFilterCss } from "@/lib/work-filter";
import { PageView } from "@/components/page-view";

const path = "/our-work";
const work = allWork();
const samplesOnly = work.every((j) => j.isSample);

// While every job shown is a sample, the title and description (codegen's
// page_words) say so: a search result must not present examples as our
// finished work (issue 31.8).
export const metadata = pageMetadata(wordsFor(path));

/** Each service or area that has a job, by name. */
function optionsOf(field: "service" | "area") {
  const named = new Map(jobs.map((j) => [j[field], field === "service" ? j.serviceName : j.areaName]));
  return [...named].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export default function OurWorkPage() {
  const services = optionsOf("service");
  const areas = optionsOf("area");
  return (
    <>
      <PageView pageType="our-work" />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs items={[{ name: "Our work", path }]} light />
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Our work</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            Job by job, across Glasgow and the surrounding towns: what the customer found, what we did and how it ended.
          </p>
          {samplesOnly && (
            <p className="mt-4 max-w-2xl rounded-lg bg-white/10 p-4 text-slate-100">
              The jobs below are samples that show how finished work will appear here; each is marked ‘Example, not a
              real job’.
            </p>
          )}
        </div>
      </section>
      <section aria-label="Jobs" className="our-work bg-white py-12 sm:py-16">
        <style>{workFilterCss(services, areas)}</style>
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <WorkFilters
            services={services}
            areas={areas}
            jobs={work.map((j) => ({ service: j.service, area: j.area }))}
          />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {work.map((job) => (
              <JobBriefCard key={job.slug} job={job} headingLevel={2} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
