// Call, WhatsApp and email buttons: the phone number is never more than a glance away.
import { Mail } from "@/components/icons";
import { business, whatsappDigits } from "@/lib/data";
import { mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { CallButtonView, WhatsAppButtonView } from "@/components/call-button-view";

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
  label,
  size,
}: {
  message: string;
  label?: string;
  size?: "md" | "lg" | "sm";
}) {
  return <WhatsAppButtonView href={whatsappHref(whatsappDigits, message)} label={label} size={size} />;
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
