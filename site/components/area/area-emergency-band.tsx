// The band that closes an area page: for an area with emergency cover, the
// call to ring now and how fast we arrive; otherwise, an offer to book
// planned work. Then the call and WhatsApp buttons.
import type { Area } from "@/generated/types";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { Badge } from "@/components/ui";
import { chatMessages } from "@/lib/links";

export function AreaEmergencyBand({ area }: { area: Area }) {
  const arrival = area.emergencyArrival;
  const emergency = arrival !== null;
  return (
    <section aria-labelledby="area-emergency" className="border-t border-emergency-100 bg-emergency-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          {emergency && <Badge tone="emergency">24/7 Emergency</Badge>}
          <h2 id="area-emergency" className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
            {emergency ? `Plumbing emergency in ${area.name}?` : `Need help in ${area.name}?`}
          </h2>
          <p className="mt-2 max-w-xl text-muted">
            {emergency
              ? `Call now, day or night. Our engineers typically arrive in ${arrival.display} and make things safe first.`
              : `${area.name} is outside our emergency cover, but we’re glad to book planned work. Call or message us to arrange a visit.`}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <CallButton emergency={emergency} />
          <WhatsAppButton message={chatMessages.area(area.name)} />
        </div>
      </div>
    </section>
  );
}
