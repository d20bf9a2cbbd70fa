"use client";
// A category card's 'Get Quote' button (decision 15): jumps to the page's quote
// form and asks it to preselect the page's service (if one of the form's
// options fits) and to note the item in the message. Without JavaScript it is
// still a plain link to the form.
import { FileText } from "@/components/icons";
import { buttonClass } from "@/components/ui";

export type QuoteChoice = { service: string | null; item: string };

export function GetQuoteButton({
  service,
  itemName,
  target = "quote",
}: {
  service: string | null;
  itemName: string;
  target?: string;
}) {
  return (
    <a
      href={`#${target}`}
      aria-label={`Get Quote for ${itemName}`}
      className={buttonClass("accent", "sm")}
      onClick={() =>
        window.dispatchEvent(new CustomEvent<QuoteChoice>("quote:choose", { detail: { service, item: itemName } }))
      }
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      Get Quote
    </a>
  );
}
