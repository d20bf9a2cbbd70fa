// What a service covers, as cards (icon, name, description): on the service
// page and on every service-in-area page. A plain component, so the
// client-side page body (service-area-view) uses it too.
import type { Icon } from "@/generated/types";
import { CatalogueIcon } from "@/components/icons";
import { Card } from "@/components/ui";

export type Subcategory = { slug: string; name: string; description: string; icon: Icon };

export function SubcategoryCards({ items }: { items: Subcategory[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((sub) => (
        <li key={sub.slug}>
          <Card className="h-full">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
              <CatalogueIcon name={sub.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{sub.name}</h3>
            <p className="mt-2 text-muted">{sub.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
