// A service page's 'Where we work' section: a link to the service in each
// listed area, then one to every area we cover.
import type { Area, ServiceView } from "@/generated/types";
import { site } from "@/lib/data";
import { MapPin } from "@/components/icons";
import { ButtonLink, Section, SectionHeading } from "@/components/ui";

export function ServiceAreas({ service, areas }: { service: ServiceView; areas: Area[] }) {
  return (
    <Section labelledBy="service-areas">
      <SectionHeading
        id="service-areas"
        eyebrow="Where we work"
        title={`${service.name} across Glasgow`}
        // An emergency service's cover is emergency copy: only the areas with an arrival window (issue 31.2).
        intro={`We cover ${service.emergencyAvailable ? site.emergencyCoverage : site.plannedCoverage}. Choose your area for local details and response times.`}
      />
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
        {areas.map((a) => (
          <li key={a.slug}>
            <a
              href={`/services/${service.slug}/${a.slug}`}
              className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink hover:border-brand-600 hover:text-brand-700"
            >
              <MapPin className="h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
              <span>
                <span className="sr-only">{service.name} in </span>
                {a.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href="/areas" variant="outline">
          View all {site.areaCount} areas we cover
        </ButtonLink>
      </div>
    </Section>
  );
}
