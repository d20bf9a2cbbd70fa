// The services index's 'Emergency services' section: a card for each featured
// 24/7 service, with how quickly we aim to reach you.
import type { ServiceView } from "@/generated/types";
import { Clock } from "@/components/icons";
import { AroundTheClock } from "@/components/services/around-the-clock";
import { ServiceIcon } from "@/components/services/service-icon";
import { Card, Section, SectionHeading } from "@/components/ui";

export function EmergencyServices({ services }: { services: ServiceView[] }) {
  return (
    <Section labelledBy="services-emergency">
      <SectionHeading
        id="services-emergency"
        eyebrow="Available 24/7"
        title="Emergency services"
        intro="When something can’t wait, an engineer is on call day and night. Each service shows how quickly we aim to reach you."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <li key={s.slug}>
            <Card className="flex h-full flex-col border-t-4 border-t-emergency-600">
              <div className="flex items-start justify-between gap-3">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <ServiceIcon service={s} />
                </span>
                <AroundTheClock />
              </div>
              <h3 className="mt-4 text-xl font-bold">
                <a href={`/services/${s.slug}`} className="hover:text-brand-700 hover:underline">
                  {s.name}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-muted">{s.shortDescription}</p>
              <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
                <Clock className="h-4 w-4 text-accent-700" aria-hidden="true" />
                Response: {s.responseTime}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
