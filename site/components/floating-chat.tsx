import { MessageCircle } from "@/components/icons";
import { whatsappDigits } from "@/lib/data";
import { whatsappHref } from "@/lib/links";

/**
 * The floating chat button, bottom right, on every page (brief 2). In a
 * landmark of its own, so a screen reader's list of regions finds it and
 * nothing on the page sits outside every landmark (axe's `region` rule).
 */
export function FloatingChat({ message }: { message: string }) {
  return (
    <aside aria-label="Chat on WhatsApp">
      <a
        href={whatsappHref(whatsappDigits, message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed bottom-4 right-4 z-40 grid print:hidden h-12 w-12 place-items-center rounded-full sm:bottom-5 sm:right-5 sm:h-14 sm:w-14 bg-whatsapp-600 text-white shadow-xl ring-4 ring-white hover:bg-whatsapp-700"
      >
        <MessageCircle className="h-6 w-6 sm:h-7 sm:w-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
