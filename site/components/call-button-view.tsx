// The call button's markup with the number passed in, so a client component
// (the footer) can draw it without the server-only catalogue; CallButton in
// contact-buttons.tsx fills in the business's number.
import { Phone } from "@/components/icons";
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
