// What every hero that asks for the visitor's call ends with: the call and
// WhatsApp buttons, then 'Do we cover you?' (the home, areas, emergency and
// service pages).
import type { ServiceView } from "@/generated/types";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CoverCheck } from "@/components/cover-check";

export function HeroContact({
  chat,
  emergency = false,
  service,
}: {
  /** The WhatsApp message the chat opens with. */
  chat: string;
  /** The call button is the emergency one. */
  emergency?: boolean;
  /** On a service's page: the checker's answer links the service in each area. */
  service?: ServiceView;
}) {
  return (
    <>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton emergency={emergency} />
        <WhatsAppButton message={chat} />
      </div>
      <CoverCheck service={service} />
    </>
  );
}
