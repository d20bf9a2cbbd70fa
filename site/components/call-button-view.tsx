// The call and WhatsApp buttons' markup with the number or link passed in, so
// a client component (the footer, a variant page's body) can draw them without
// the server-only catalogue; CallButton and WhatsAppButton in
// contact-buttons.tsx fill in the business's own.
import { MessageCircle, Phone } from "@/components/icons";
import { ButtonLink } from "@/components/ui";

// One colour per purpose: emergency calls are red, every other call is the
// orange accent.
export function CallButtonView({
  href,
  display,
  label,
  emergency = false,
  size = "lg",
  showNumber = true,
}: {
  href: string;
  display: string;
  label?: string;
  emergency?: boolean;
  size?: "md" | "lg" | "sm";
  showNumber?: boolean;
}) {
  return (
    <ButtonLink href={href} variant={emergency ? "emergency" : "accent"} size={size} className="text-center">
      <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
      {/* Label and number never break inside; in a narrow card they stack. */}
      <span>
        <span className="whitespace-nowrap">{label ?? (emergency ? "Emergency Call" : "Call Now")}</span>{" "}
        {showNumber && <span className="whitespace-nowrap">{display}</span>}
      </span>
    </ButtonLink>
  );
}

export function WhatsAppButtonView({
  href,
  label = "WhatsApp",
  size = "lg",
}: {
  href: string;
  label?: string;
  size?: "md" | "lg" | "sm";
}) {
  return (
    <ButtonLink
      href={href}
      variant="whatsapp"
      size={size}
      className="whitespace-nowrap"
      external
      label={`${label} (opens WhatsApp in a new tab)`}
    >
      <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{label}</span>
    </ButtonLink>
  );
}
