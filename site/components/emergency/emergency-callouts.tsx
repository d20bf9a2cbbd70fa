// The emergencies we attend, as cards: what each is, the arrival time we aim
// for, and buttons to call or message about it.
import type { EmergencyTileView } from "@/generated/types";
import { CatalogueIcon, Clock } from "@/components/icons";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { Card, Section, SectionHeading } from "@/components/ui";

export function EmergencyCallouts({
  tiles,
  message,
}: {
  tiles: EmergencyTileView[];
  /** The WhatsApp message each card's button starts. */
  message: string;
}) {
  return (
    <Section labelledBy="emergency-services">
      <SectionHeading
        id="emergency-services"
        eyebrow="What we attend"
        title="Emergency call-outs we cover"
        intro="Tell us which of these you’re facing and we’ll send an engineer equipped for the job, aiming for the times shown."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.title}>
            <Card className="flex h-full flex-col border-t-4 border-t-emergency-600">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                <CatalogueIcon name={t.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{t.title}</h3>
              <p className="mt-2 flex-1 text-muted">{t.description}</p>
              <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
                <Clock className="h-4 w-4 text-emergency-600" aria-hidden="true" />
                {t.arrival}
              </p>
              <div className="mt-5 flex flex-wrap gap-2">
                <CallButton size="sm" emergency label="Call" showNumber={false} />
                <WhatsAppButton size="sm" message={message} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
