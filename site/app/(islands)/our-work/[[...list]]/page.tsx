// 'Our work' (issue 35.3): every job, one trade's (/our-work/<category>) or
// one area's (/our-work/in/<area>), newest first, 24 to a page
// (/our-work/page/2 ...). Codegen's work_pages decides which lists and pages
// exist and routes.json carries each page's list and number; this page only
// renders what its route says. One optional catch-all rather than a folder
// per shape: a static export refuses a dynamic folder with no page to build
// (there is no /page/2 until a list passes 24 jobs), and every shape is one
// layout.
//
// Links shared before the lists were pages (/our-work?service=...&area=...)
// open the first page of every job, with the lists' links at the top: a
// static host cannot route by query string, and a script to forward them
// would cost every visitor its bytes for the few who hold such a link.
import { notFound } from "next/navigation";
import { areaBySlug, categoryName, paramsOf } from "@/lib/data";
import { workPage, workRoutes } from "@/lib/jobs";
import { listLinks, paginationOf, type WorkRoute } from "@/lib/work-pages";
import { pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { JobBriefCard } from "@/components/jobs/job-brief";
import { WorkLists } from "@/components/jobs/work-lists";
import { WorkPagination } from "@/components/jobs/work-pagination";
import { PageScript } from "@/components/page-script";

type Params = { params: Promise<{ list?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return paramsOf("our-work").map((p) => ({ list: p.list ?? [] }));
}

function routeOf(list: string[] | undefined): WorkRoute {
  const path = ["/our-work", ...(list ?? [])].join("/");
  return workRoutes.find((r) => r.path === path) ?? notFound();
}

// While every job a page shows is a sample, its title and description
// (codegen's page_words_work) say so: a search result must not present
// examples as our finished work (issue 31.8).
export async function generateMetadata({ params }: Params) {
  return pageMetadata(wordsFor(routeOf((await params).list).path));
}

const areaName = (slug: string) => areaBySlug(slug)?.name ?? slug;

/** The list's name as the heading and the breadcrumbs give it, and what it holds. */
function described(route: WorkRoute): { heading: string; crumb: string; lead: string } {
  const story = "what the customer found, what we did and how it ended.";
  switch (route.list.by) {
    case "trade": {
      const name = categoryName(route.list.category);
      return {
        heading: `${name} work`,
        crumb: name,
        lead: `Our ${name.toLowerCase()} jobs across Glasgow and the surrounding towns: ${story}`,
      };
    }
    case "area": {
      const name = areaName(route.list.area);
      return { heading: `Our work in ${name}`, crumb: name, lead: `Job by job in ${name}: ${story}` };
    }
    default:
      return {
        heading: "Our work",
        crumb: "Our work",
        lead: `Job by job, across Glasgow and the surrounding towns: ${story}`,
      };
  }
}

export default async function OurWorkPage({ params }: Params) {
  const route = routeOf((await params).list);
  const work = workPage(route);
  const { heading, crumb, lead } = described(route);
  const lists = listLinks(route, workRoutes, { category: categoryName, area: areaName });
  const pagination = paginationOf(route, workRoutes);
  const listPath = pagination?.pages[0].href ?? route.path;
  const crumbs = [
    { name: "Our work", path: "/our-work" },
    ...(route.list.by === "all" ? [] : [{ name: crumb, path: listPath }]),
    ...(route.page > 1 ? [{ name: `Page ${route.page}`, path: route.path }] : []),
  ];
  return (
    <>
      <PageScript name="PageView" props={{ pageType: "our-work" }} />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Breadcrumbs items={crumbs} light />
          <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          {route.pages > 1 && (
            <p className="mt-3 text-lg font-semibold text-slate-200">
              Page {route.page} of {route.pages}, newest first
            </p>
          )}
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{lead}</p>
          {work.length > 0 && work.every((j) => j.isSample) && (
            <p className="mt-4 max-w-2xl rounded-lg bg-white/10 p-4 text-slate-100">
              The jobs below are samples that show how finished work will appear here; each is marked ‘Example, not a
              real job’.
            </p>
          )}
        </div>
      </section>
      <section aria-label="Jobs" className="bg-white py-10 sm:py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <WorkLists {...lists} firstPage={route.page === 1} />
          {work.length === 0 ? (
            <p className="mt-8 text-muted">No jobs are written up here yet.</p>
          ) : (
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {work.map((job) => (
                <JobBriefCard key={job.slug} job={job} headingLevel={2} />
              ))}
            </div>
          )}
          {pagination && <WorkPagination pagination={pagination} />}
        </div>
      </section>
    </>
  );
}
