// A service page's 'What's included' section: the subcategory cards under
// their heading, and the building-warrant note where the work may need one.
import type { ServiceView } from "@/generated/types";
import { SubcategoryCards } from "@/components/service/subcategory-cards";
import { WarrantNote } from "@/components/service/warrant-note";
import { Section, SectionHeading } from "@/components/ui";
import { warrantNoteForService } from "@/lib/data";

export function ServiceCovers({ service }: { service: ServiceView }) {
  const warrant = warrantNoteForService(service.slug);
  return (
    <Section tone="surface" labelledBy="service-covers">
      <SectionHeading id="service-covers" eyebrow="What’s included" title={`What our ${service.name} service covers`} />
      <SubcategoryCards items={service.subcategories} />
      {warrant && <WarrantNote note={warrant} className="mt-8" />}
    </Section>
  );
}
