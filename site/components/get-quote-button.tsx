// A category card's 'Get Quote' button (decision 15): jumps to the page's quote
// form, which then preselects the page's service (if one of the form's
// options fits) and notes the item in the message. A plain link with no
// script of its own: the form listens for clicks on any link carrying
// QUOTE_ITEM (components/quote-form.tsx), so the buttons need no island.
// Without JavaScript it is still a link to the form.
import { FileText } from "@/components/icons";
import { buttonClass } from "@/components/ui";
import { QUOTE_ITEM } from "@/islands/props";

/** The attributes a 'Get Quote' link carries: the item it is for (QUOTE_ITEM), and the form's service to choose. */
export { QUOTE_ITEM };
export const QUOTE_SERVICE = "data-quote-service";

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
      {...{ [QUOTE_ITEM]: itemName, ...(service ? { [QUOTE_SERVICE]: service } : {}) }}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      Get Quote
    </a>
  );
}
