// A category page's prices section: a card for each priced job, then a note
// that starting prices are a guide, and, where a priced job may need a
// building warrant in Scotland, what to know about it (issue 31.5).
import type { CategoryPage } from "@/generated/types";
import { business, warrantNoteForPage } from "@/lib/data";
import { PriceCard } from "@/components/category/price-card";
import { WarrantNote } from "@/components/service/warrant-note";
import { Section, SectionHeading } from "@/components/ui";

export function CategoryPrices({ page, name }: { page: CategoryPage; name: string }) {
  const warrant = warrantNoteForPage(page.slug);
  const warrantItems = new Set(warrant?.items ?? []);
  return (
    <Section labelledBy="category-prices">
      <SectionHeading
        id="category-prices"
        eyebrow="Clear pricing"
        title={`${name} services and prices`}
        intro={`Starting prices for our most requested ${name.toLowerCase()} work. Every job gets a free written quote before we start, valid for ${business.quoteValidityDays} days.`}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {page.items.map((item) => (
          <li key={item.name}>
            <PriceCard item={item} quoteService={page.quoteService} warrant={warrantItems.has(item.name)} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">
        Starting prices are a guide. Your written quote is based on the job itself, and the price changes only if you
        ask for extra work or we find something neither of us could have seen, and then only once you have agreed.
      </p>
      {warrant && <WarrantNote id="building-warrants" note={warrant.note} className="mt-6" />}
    </Section>
  );
}
