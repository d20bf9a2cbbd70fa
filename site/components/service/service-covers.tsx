// A service page's 'What's included' section: the subcategory cards under
// their heading.
import type { ServiceView } from "@/generated/types";
import { SubcategoryCards } from "@/components/service/subcategory-cards";
import { Section, SectionHeading } from "@/components/ui";

export function ServiceCovers({ service }: { service: ServiceView }) {
  return (
    <Section tone="surface" labelledBy="service-covers">
      <SectionHeading id="service-covers" eyebrow="What’s included" title={`What our ${service.name} service covers`} />
      <SubcategoryCards items={service.subcategories} />
    </Section>
  );
}
