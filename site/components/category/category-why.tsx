// A category page's 'Why Choose Us' section: the page's reasons, then links
// to the trade's own service pages when it has any.
import type { ServiceView, WhyPoint } from "@/generated/types";
import { CircleCheck } from "@/components/icons";
import { Section, SectionHeading } from "@/components/ui";

export function CategoryWhy({
  name,
  reasons,
  related,
}: {
  /** The category's name. */
  name: string;
  reasons: WhyPoint[];
  /** The category's services, in catalogue order. */
  related: ServiceView[];
}) {
  return (
    <Section tone="surface" labelledBy="category-why">
      <SectionHeading
        id="category-why"
        title="Why Choose Us"
        intro={`What Glasgow homes and businesses can count on when they choose us for ${name.toLowerCase()} work.`}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((w) => (
          <li key={w.title} className="flex gap-3">
            <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-whatsapp-600" aria-hidden="true" />
            <div>
              <h3 className="font-bold text-ink">{w.title}</h3>
              <p className="mt-1 text-muted">{w.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {related.length > 0 && (
        <div className="mt-12 rounded-2xl border border-line bg-white p-6">
          <h3 className="font-bold text-ink">More about our {name.toLowerCase()} services</h3>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {related.map((s) => (
              <li key={s.slug}>
                <a
                  href={`/services/${s.slug}`}
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
