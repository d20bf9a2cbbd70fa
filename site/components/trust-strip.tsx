import { site } from "@/lib/data";
import { CatalogueIcon } from "@/components/icons";

/**
 * The six trust claims (brief 1). On a page about a place without emergency
 * cover (`emergencyCover` false) the claims that hold only where we have it
 * ('24/7 Emergency', 'Rapid Response') are left out (issue 31.2).
 */
export function TrustStrip({ emergencyCover = true }: { emergencyCover?: boolean }) {
  const claims = site.trustStrip.filter((t) => emergencyCover || !t.emergencyCoverOnly);
  return (
    <section aria-label="Why customers trust us" className="border-y border-line bg-surface">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-6">
        {claims.map((t) => (
          <li key={t.title} className="flex flex-col items-center text-center">
            <span className="mb-2 grid h-11 w-11 place-items-center rounded-full bg-brand-100 text-brand-700">
              <CatalogueIcon name={t.icon} className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold text-ink">{t.title}</span>
            <span className="text-xs text-muted">{t.subtitle}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
