// The services index's 'All our services' section: every service, grouped by
// trade in catalogue order.
import { ServiceGroupSection, type ServiceGroup } from "@/components/services/service-group";
import { Section, SectionHeading } from "@/components/ui";

export function AllServices({ groups }: { groups: ServiceGroup[] }) {
  return (
    <Section tone="surface" labelledBy="services-all">
      <SectionHeading
        id="services-all"
        eyebrow="Everything we do"
        title="All our services"
        intro="Browse by trade. Services marked 24/7 are available as emergency call-outs at any hour."
      />
      <div className="space-y-14">
        {groups.map((g) => (
          <ServiceGroupSection key={g.category.slug} group={g} />
        ))}
      </div>
    </Section>
  );
}
