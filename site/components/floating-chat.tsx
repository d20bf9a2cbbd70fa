import { MessageCircle } from "lucide-react";
import { whatsappDigits } from "@/lib/data";
import { whatsappHref } from "@/lib/links";

/** The floating chat button, bottom right, on every page (SPEC 2). */
export function FloatingChat({ message }: { message: string }) {
  return (
    <a
      href={whatsappHref(whatsappDigits, message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed bottom-5 right-5 z-40 grid h-14 w-14 place-items-center rounded-full bg-whatsapp-600 text-white shadow-xl ring-4 ring-white hover:bg-whatsapp-700"
    >
      <MessageCircle className="h-7 w-7" aria-hidden="true" />
    </a>
  );
}
