// The neighbourhoods an area page covers, with its main streets in the intro
// and a button to call and check coverage. Nothing for an area without
// neighbourhoods.
import type { Area } from "@/generated/types";
import { MapPin, Phone } from "@/components/icons";
import { ButtonLink, Section, SectionHeading } from "@/components/ui";
import { business } from "@/lib/data";
import { telHref } from "@/lib/links";

export function AreaNeighbourhoods({ area }: { area: Area }) {
  if (area.neighbourhoods.length === 0) return null;
  return (
    <Section tone="surface" labelledBy="area-neighbourhoods">
      <SectionHeading
        id="area-neighbourhoods"
        eyebrow="Coverage"
        title={`Neighbourhoods we cover in ${area.name}`}
        intro={
          area.mainStreets.length > 0
            ? `Including homes and businesses on ${area.mainStreets.slice(0, 4).join(", ")} and the streets around them.`
            : undefined
        }
      />
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {area.neighbourhoods.map((n) => (
          <li
            key={n.slug}
            className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink"
          >
            <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            {n.name}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink
          href={telHref(business.phone.e164)}
          variant="primary"
          label={`Check Coverage Area: call ${business.phone.display}`}
        >
          <Phone className="h-5 w-5" aria-hidden="true" />
          Check Coverage Area
        </ButtonLink>
      </div>
    </Section>
  );
}
