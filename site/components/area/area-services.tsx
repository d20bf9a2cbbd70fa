// An area page's services: the area's key services as cards, then every
// service in the area by category, so each service-in-area page is one click
// from its area (decision 27).
import type { Area } from "@/generated/types";
import { business, categories, services, site } from "@/lib/data";
import { telHref } from "@/lib/links";
import { CatalogueIcon, keyServiceIcon, Phone } from "@/components/icons";
import { ButtonLink, Card, Section, SectionHeading } from "@/components/ui";

export function AreaServices({ area }: { area: Area }) {
  return (
    <Section labelledBy="area-services">
      <SectionHeading
        id="area-services"
        eyebrow={`Popular in ${area.name}`}
        title={`Our key services in ${area.name}`}
        intro={`The jobs we’re asked for most in ${area.name}. Call for a free quote on any of them, or browse all ${site.serviceCount} services.`}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {area.keyServices.map((name) => {
          const match = services.find((s) => s.name === name);
          return (
            <li key={name}>
              <Card className="flex h-full flex-col">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <CatalogueIcon name={keyServiceIcon(name)} />
                </span>
                <h3 className="mt-4 flex-1 text-lg font-bold text-ink">
                  {match ? (
                    <a href={`/services/${match.slug}/${area.slug}`} className="hover:text-brand-700 hover:underline">
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                </h3>
                <ButtonLink
                  href={telHref(business.phone.e164)}
                  size="sm"
                  className="mt-4 self-start"
                  label={`Get Quote for ${name}: call ${business.phone.display}`}
                >
                  <Phone className="h-4 w-4" aria-hidden="true" />
                  Get Quote
                </ButtonLink>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-8">
        <a href="/services" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          See all our services
        </a>
      </p>
      {/* Every service-in-area page is one click from its area (decision 27). */}
      <nav aria-labelledby="area-all-services" className="mt-10">
        <h3 id="area-all-services" className="text-xl font-bold text-ink">
          All {site.serviceCount} services in {area.name}
        </h3>
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <div key={c.slug}>
              <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">{c.name}</h4>
              <ul className="mt-2 space-y-1">
                {c.services.map((slug) => {
                  const s = services.find((x) => x.slug === slug);
                  return s ? (
                    <li key={slug}>
                      <a
                        href={`/services/${slug}/${area.slug}`}
                        className="text-brand-700 underline-offset-4 hover:underline"
                      >
                        {s.name}
                        <span className="sr-only"> in {area.name}</span>
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
        </div>
      </nav>
    </Section>
  );
}
