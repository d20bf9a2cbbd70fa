// Where the emergency service reaches: each district with its postcodes and
// typical arrival window, and a link to every area we cover.
import type { CoverageZoneView } from "@/generated/types";
import { MapPin } from "@/components/icons";
import { ButtonLink, Section, SectionHeading } from "@/components/ui";

export function EmergencyCoverage({ zones }: { zones: CoverageZoneView[] }) {
  return (
    <Section tone="surface" labelledBy="emergency-coverage">
      <SectionHeading
        id="emergency-coverage"
        eyebrow="Where we cover"
        title="Emergency coverage and arrival times"
        intro={`Typical arrival times from a call, by district; the tiles above refer to these windows. Times depend on traffic and the time of day.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {zones.map((z) => (
          <li
            key={z.name}
            className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
              <div>
                <h3 className="font-bold text-ink">{z.name}</h3>
                <p className="text-sm text-muted">{z.postcodes}</p>
              </div>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-xs font-semibold uppercase tracking-wide text-muted">Arrival</span>
              <span className="text-lg font-extrabold text-ink">
                {z.arrival.fromMinutes}-{z.arrival.toMinutes} mins
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href="/areas" variant="outline">
          See all the areas we cover
        </ButtonLink>
      </div>
    </Section>
  );
}
