// One service in the services index's full list: a card, wholly a link to the
// service's page, with its icon, the 24/7 badge where it applies, its short
// description and response time.
import type { ServiceView } from "@/generated/types";
import { Clock } from "@/components/icons";
import { AroundTheClock } from "@/components/services/around-the-clock";
import { ServiceIcon } from "@/components/services/service-icon";

export function ServiceTile({ service }: { service: ServiceView }) {
  return (
    <div className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-shadow focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
          <ServiceIcon service={service} className="h-5 w-5" />
        </span>
        {service.emergencyAvailable && <AroundTheClock />}
      </div>
      <h4 className="mt-3 text-lg font-bold text-ink">
        <a
          href={`/services/${service.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700 group-hover:underline"
        >
          {service.name}
        </a>
      </h4>
      <p className="mt-1 flex-1 text-sm text-muted">{service.shortDescription}</p>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink">
        <Clock className="h-4 w-4 text-accent-700" aria-hidden="true" />
        <span>
          <span className="sr-only">Response time: </span>
          {service.responseTime}
        </span>
      </p>
    </div>
  );
}
