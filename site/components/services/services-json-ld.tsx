// The services index's structured data: the business, with every service as
// an offer catalogue of catalogues, one per trade.
import { business } from "@/lib/data";
import { absolute, localBusinessLd } from "@/lib/seo";
import { JsonLd } from "@/components/json-ld";
import type { ServiceGroup } from "@/components/services/service-group";

export function ServicesJsonLd({ path, groups }: { path: string; groups: ServiceGroup[] }) {
  return (
    <JsonLd
      data={localBusinessLd({
        url: absolute(path),
        description: business.tagline,
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: "Services",
          itemListElement: groups.map((g) => ({
            "@type": "OfferCatalog",
            name: `${g.category.name} Services`,
            itemListElement: g.services.map((s) => ({
              "@type": "Offer",
              itemOffered: {
                "@type": "Service",
                name: s.name,
                description: s.description,
                url: absolute(`/services/${s.slug}`),
              },
            })),
          })),
        },
      })}
    />
  );
}
