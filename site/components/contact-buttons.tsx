// Call, WhatsApp and email buttons: the phone number is never more than a glance away.
import { Mail, MessageCircle, Phone } from "lucide-react";
import { business, whatsappDigits } from "@/lib/data";
import { mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { ButtonLink } from "@/components/ui";

export function CallButton({ label, variant = "accent", size = "lg", showNumber = true }: { label?: string; variant?: "accent" | "emergency" | "primary" | "outline" | "ghost-light"; size?: "md" | "lg" | "sm"; showNumber?: boolean }) {
  return (
    <ButtonLink href={telHref(business.phone.e164)} variant={variant} size={size}>
      <Phone className="h-5 w-5" aria-hidden="true" />
      <span>
        {label ?? "Call Now"}
        {showNumber && <span className="ml-1 whitespace-nowrap">{business.phone.display}</span>}
      </span>
    </ButtonLink>
  );
}

export function WhatsAppButton({ message, label = "WhatsApp", size = "lg" }: { message: string; label?: string; size?: "md" | "lg" | "sm" }) {
  return (
    <ButtonLink href={whatsappHref(whatsappDigits, message)} variant="whatsapp" size={size} external label={`${label} (opens WhatsApp in a new tab)`}>
      <MessageCircle className="h-5 w-5" aria-hidden="true" />
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
