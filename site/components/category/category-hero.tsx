// A category page's hero: the breadcrumbs, the page's badge, its title and
// introduction, and the call and chat buttons.
import type { CategoryPage } from "@/generated/types";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { PageHero } from "@/components/page-hero";
import { Badge } from "@/components/ui";

export function CategoryHero({
  page,
  name,
  path,
}: {
  page: CategoryPage;
  /** The category's name, its breadcrumb. */
  name: string;
  /** The page's own path. */
  path: string;
}) {
  return (
    <PageHero>
      <Breadcrumbs light items={[{ name, path }]} />
      <div className="mt-6">
        <Badge tone="light">{page.badge}</Badge>
      </div>
      <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-200">{page.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton />
        <WhatsAppButton message={page.chatMessage} />
      </div>
    </PageHero>
  );
}
