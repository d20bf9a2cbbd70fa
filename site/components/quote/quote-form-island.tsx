// The quote form as a page places it: an island (decision 74), with the
// business's phone number and WhatsApp number filled in from the catalogue,
// so a page names only what is its own (its title, its path, its service).
import type { ComponentProps } from "react";
import { Island } from "@/components/island";
import type { QuoteForm } from "@/components/quote-form";
import { business, whatsappDigits } from "@/lib/data";

type OwnProps = Omit<ComponentProps<typeof QuoteForm>, "phoneDisplay" | "whatsappDigits">;

export function QuoteFormIsland(props: OwnProps) {
  return <Island name="QuoteForm" props={{ ...props, phoneDisplay: business.phone.display, whatsappDigits }} />;
}
