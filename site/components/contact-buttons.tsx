// Call, WhatsApp and email buttons: the phone number is never more than a glance away.
import { Mail, MessageCircle } from "@/components/icons";
import { business, whatsappDigits } from "@/lib/data";
import { mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { ButtonLink } from "@/components/ui";
import { CallButtonView } from "@/components/call-button-view";

export function CallButton(props: {
  label?: string;
  emergency?: boolean;
  size?: "md" | "lg" | "sm";
  showNumber?: boolean;
}) {
  return <CallButtonView href={telHref(business.phone.e164)} display={business.phone.display} {...props} />;
}

export function WhatsAppButton({
  message,
  label = "WhatsApp",
  size = "lg",
}: {
  message: string;
  label?: string;
  size?: "md" | "lg" | "sm";
}) {
  return (
    <ButtonLink
      href={whatsappHref(whatsappDigits, message)}
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

export function EmailLink({ className = "" }: { className?: string }) {
  return (
    <a
      href={mailtoHref(business.email)}
      className={`inline-flex items-center gap-2 underline-offset-4 hover:underline ${className}`}
    >
      <Mail className="h-5 w-5" aria-hidden="true" />
      {business.email}
    </a>
  );
}
