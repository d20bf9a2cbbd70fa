// One trade in the services index's full list: its heading, a link to its
// prices page when it has one, and a tile for each of its services.
import type { CategoryInfo, CategoryPage, ServiceView } from "@/generated/types";
import { ArrowRight } from "@/components/icons";
import { ServiceTile } from "@/components/services/service-tile";

/** A category with its services in order and its prices page, if any. */
export type ServiceGroup = { category: CategoryInfo; services: ServiceView[]; landingPage?: CategoryPage };

export function ServiceGroupSection({ group }: { group: ServiceGroup }) {
  const { category, services, landingPage } = group;
  return (
    <section aria-labelledby={`category-${category.slug}`}>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-line pb-3">
        <h3 id={`category-${category.slug}`} className="text-2xl font-bold text-ink">
          {category.name} Services
        </h3>
        {landingPage && (
          <a
            href={`/${landingPage.slug}`}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {category.name} prices
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </a>
        )}
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <li key={s.slug}>
            <ServiceTile service={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
