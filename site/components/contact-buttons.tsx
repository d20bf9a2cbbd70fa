// Call, WhatsApp and email buttons: the phone number is never more than a glance away.
import { Mail, MessageCircle, Phone } from "@/components/icons";
import { business, whatsappDigits } from "@/lib/data";
import { mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { ButtonLink } from "@/components/ui";

// One colour per purpose: emergency calls are red, every other call is the
// orange accent.
export function CallButton({ label, emergency = false, size = "lg", showNumber = true }: { label?: string; emergency?: boolean; size?: "md" | "lg" | "sm"; showNumber?: boolean }) {
  return (
    <ButtonLink href={telHref(business.phone.e164)} variant={emergency ? "emergency" : "accent"} size={size} className="text-center">
      <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
      {/* Label and number never break inside; in a narrow card they stack. */}
      <span>
        <span className="whitespace-nowrap">{label ?? (emergency ? "Emergency Call" : "Call Now")}</span>{" "}
        {showNumber && <span className="whitespace-nowrap">{business.phone.display}</span>}
      </span>
    </ButtonLink>
  );
}

export function WhatsAppButton({ message, label = "WhatsApp", size = "lg" }: { message: string; label?: string; size?: "md" | "lg" | "sm" }) {
  return (
    <ButtonLink href={whatsappHref(whatsappDigits, message)} variant="whatsapp" size={size} className="whitespace-nowrap" external label={`${label} (opens WhatsApp in a new tab)`}>
      <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{label}</span>
    </ButtonLink>
  );
}

export function EmailLink({ className = "" }: { className?: string }) {
  return (
    <a href={mailtoHref(business.email)} className={`inline-flex items-center gap-2 underline-offset-4 hover:underline ${className}`}>
      <Mail className="h-5 w-5" aria-hidden="true" />
      {business.email}
    </a>
  );
}
