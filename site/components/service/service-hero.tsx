// A service page's hero: the breadcrumbs, the 24/7 badge (or its trade), the
// name and description, how quickly we respond, the call and chat buttons and
// the postcode check.
import type { ServiceView } from "@/generated/types";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { HeroContact } from "@/components/hero-contact";
import { Clock, TriangleAlert } from "@/components/icons";
import { PageHero } from "@/components/page-hero";
import { Badge } from "@/components/ui";

export function ServiceHero({
  service,
  category,
  path,
}: {
  service: ServiceView;
  /** The service's category, by name. */
  category: string;
  /** The page's own path, its last breadcrumb. */
  path: string;
}) {
  return (
    <PageHero>
      <Breadcrumbs
        light
        items={[
          { name: "Services", path: "/services" },
          { name: service.name, path },
        ]}
      />
      <div className="mt-6 flex flex-wrap gap-2">
        {service.emergencyAvailable ? (
          <Badge tone="emergency">
            <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
            24/7 Emergency Service
          </Badge>
        ) : (
          <Badge tone="light">{category} Services</Badge>
        )}
      </div>
      <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{service.name}</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-200">{service.description}</p>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
        <Clock className="h-4 w-4 text-accent-500" aria-hidden="true" />
        Response time: {service.responseTime}
      </p>
      <HeroContact chat={chatMessages.service(service.name)} service={service} />
    </PageHero>
  );
}
