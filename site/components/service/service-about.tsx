// A service page's 'About' section: the long description as paragraphs and a
// link to the trade's prices, beside why to choose us.
import type { CategoryPage, ServiceView } from "@/generated/types";
import { ServiceWhyUs } from "@/components/service/service-why-us";
import { Section, SectionHeading } from "@/components/ui";

/** Plain paragraphs separated by blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function ServiceAbout({
  service,
  category,
  landingPage,
}: {
  service: ServiceView;
  /** The service's category, by name. */
  category: string;
  /** The category's prices page, linked when there is one. */
  landingPage?: CategoryPage;
}) {
  return (
    <Section labelledBy="service-about">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <SectionHeading
            id="service-about"
            eyebrow={`${category} Services`}
            title={`About our ${service.name} service`}
          />
          <div className="-mt-4 space-y-4 text-lg leading-relaxed text-ink">
            {paragraphs(service.longDescription).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          {landingPage && (
            <p className="mt-6">
              <a
                href={`/${landingPage.slug}`}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                See our {category} prices
              </a>
            </p>
          )}
        </div>
        <ServiceWhyUs serviceName={service.name} />
      </div>
    </Section>
  );
}
