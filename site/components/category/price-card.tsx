// One priced job on a category page: its icon (and an 'Urgent' badge), name,
// description, the 'From' price and a 'Get Quote' button; where the job may
// need a building warrant, a line pointing to the note under the cards.
import type { PriceItem } from "@/generated/types";
import { GetQuoteButton } from "@/components/get-quote-button";
import { CatalogueIcon, Siren } from "@/components/icons";
import { Badge, Card } from "@/components/ui";

export function PriceCard({
  item,
  quoteService,
  warrant = false,
}: {
  item: PriceItem;
  /** The job may need a building warrant (the catalogue's building-standards fact). */
  warrant?: boolean;
  /** What the 'Get Quote' button preselects in the form (one of its options, decision 38). */
  quoteService: string;
}) {
  return (
    <Card className={`flex h-full flex-col ${item.urgent ? "border-t-4 border-t-emergency-600" : ""}`}>
      <div className="flex items-start justify-between gap-3">
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
          <CatalogueIcon name={item.icon} />
        </span>
        {item.urgent && (
          <Badge tone="emergency">
            <Siren className="h-3.5 w-3.5" aria-hidden="true" />
            Urgent
          </Badge>
        )}
      </div>
      <h3 className="mt-4 text-xl font-bold text-ink">{item.name}</h3>
      <p className="mt-2 flex-1 text-muted">{item.description}</p>
      {warrant && (
        <p className="mt-3 text-sm text-ink">
          <a href="#building-warrants" className="font-semibold text-brand-700 underline underline-offset-4">
            May need a building warrant: see the note below
          </a>
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-4">
        <p className="text-ink">
          <span className="block text-sm text-muted">From</span>
          <span className="text-2xl font-extrabold">{item.price.display}</span>
        </p>
        <GetQuoteButton service={quoteService} itemName={item.name} />
      </div>
    </Card>
  );
}
