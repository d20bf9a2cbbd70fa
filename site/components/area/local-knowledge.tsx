// The local-information card of an area page: what our engineers know about
// working there (parking, access), its landmarks and the problems we fix most.
// Nothing for an area without these details.
import type { Area } from "@/generated/types";
import { Card, Section, SectionHeading } from "@/components/ui";

export function LocalKnowledge({ area }: { area: Area }) {
  const details = area.details;
  if (!details) return null;
  const rows = [
    { title: "Local knowledge", body: details.localKnowledge },
    { title: "Parking", body: details.parkingInfo },
    { title: "Access", body: details.accessNotes },
  ].filter((r) => r.body.trim().length > 0);
  return (
    <Section tone="surface" labelledBy="area-local">
      <SectionHeading id="area-local" eyebrow="Local knowledge" title={`Working in ${area.name}`} />
      <Card className="grid gap-8 lg:grid-cols-2">
        <dl className="space-y-5">
          {rows.map((r) => (
            <div key={r.title}>
              <dt className="font-semibold text-ink">{r.title}</dt>
              <dd className="mt-1 text-muted">{r.body}</dd>
            </div>
          ))}
        </dl>
        <div className="space-y-6">
          {details.landmarks.length > 0 && (
            <div>
              <h3 className="font-semibold text-ink">Local landmarks</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {details.landmarks.map((l) => (
                  <li key={l} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    {l}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {details.commonIssues.length > 0 && (
            <div>
              <h3 className="font-semibold text-ink">Common issues we fix here</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                {details.commonIssues.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Card>
    </Section>
  );
}
