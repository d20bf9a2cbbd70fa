// A service page's 'Properties we work on' section: a card for each property
// type the service is offered for, with its icon and a line on what it means.
import type { Icon, PropertyType } from "@/generated/types";
import { propertyTypeName } from "@/lib/data";
import { CatalogueIcon } from "@/components/icons";
import { Section, SectionHeading } from "@/components/ui";

const propertyTypeInfo: Record<PropertyType, { icon: Icon; text: string }> = {
  residential: { icon: "house", text: "Houses, flats and tenements, owner-occupied or let." },
  commercial: { icon: "store", text: "Shops, offices, restaurants and other business premises." },
  "high-rise": { icon: "building", text: "Tower blocks and multi-storey buildings, including shared risers." },
  industrial: { icon: "factory", text: "Warehouses, workshops and industrial units." },
};

export function PropertyTypes({ types }: { types: PropertyType[] }) {
  return (
    <Section tone="surface" labelledBy="service-property-types">
      <SectionHeading id="service-property-types" eyebrow="Property types" title="Properties we work on" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {types.map((pt) => (
          <li key={pt} className="flex gap-3 rounded-2xl border border-line bg-white p-5">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <CatalogueIcon name={propertyTypeInfo[pt].icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-bold text-ink">{propertyTypeName(pt)}</h3>
              <p className="mt-1 text-sm text-muted">{propertyTypeInfo[pt].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
