// A category page's structured data: the business, with the page's priced
// jobs as an offer catalogue (hourly and per-square-metre prices say so).
import type { CategoryPage } from "@/generated/types";
import { absolute, localBusinessLd } from "@/lib/seo";
import { JsonLd } from "@/components/json-ld";

export function CategoryJsonLd({ page, name, path }: { page: CategoryPage; name: string; path: string }) {
  return (
    <JsonLd
      data={localBusinessLd({
        url: absolute(path),
        description: page.metaDescription,
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: `${name} Services`,
          itemListElement: page.items.map((item) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: item.name, description: item.description },
            priceSpecification: {
              "@type": "PriceSpecification",
              minPrice: item.price.pence / 100,
              priceCurrency: "GBP",
              ...(item.price.unit === "per-hour"
                ? { unitCode: "HUR" }
                : item.price.unit === "per-square-metre"
                  ? { unitCode: "MTK" }
                  : {}),
            },
          })),
        },
      })}
    />
  );
}
