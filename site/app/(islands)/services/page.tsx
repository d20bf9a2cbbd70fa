import type { ServiceView } from "@/generated/types";
import { wordsFor } from "@/lib/words";
import { categories, categoryPages, services } from "@/lib/data";
import { pageMetadata } from "@/lib/seo";
import { AllServices } from "@/components/services/all-services";
import { EmergencyServices } from "@/components/services/emergency-services";
import type { ServiceGroup } from "@/components/services/service-group";
import { ServicesHero } from "@/components/services/services-hero";
import { ServicesJsonLd } from "@/components/services/services-json-ld";
import { ServicesQuote } from "@/components/services/services-quote";
import { TrustStrip } from "@/components/trust-strip";
import { PageScript } from "@/components/page-script";

const PATH = "/services";
/** Brief 9: featured emergency services on the services index. */
const FEATURED_LIMIT = 6;

export const metadata = pageMetadata(wordsFor(PATH));

const featured = services.filter((s) => s.emergencyAvailable).slice(0, FEATURED_LIMIT);

/** Categories in catalogue order, each with its services in order; empty ones are skipped. */
const grouped: ServiceGroup[] = categories
  .map((c) => ({
    category: c,
    services: c.services
      .map((slug) => services.find((s) => s.slug === slug))
      .filter((s): s is ServiceView => Boolean(s)),
    landingPage: categoryPages.find((p) => p.category === c.slug),
  }))
  .filter((g) => g.services.length > 0);

export default function ServicesPage() {
  return (
    <>
      <ServicesJsonLd path={PATH} groups={grouped} />
      <PageScript name="PageView" props={{ pageType: "services" }} />
      <ServicesHero path={PATH} tradeCount={grouped.length} />
      <TrustStrip />
      <EmergencyServices services={featured} />
      <AllServices groups={grouped} />
      <ServicesQuote path={PATH} />
    </>
  );
}
