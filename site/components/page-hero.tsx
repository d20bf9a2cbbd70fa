// The dark band that opens most pages (all services, a service, a category,
// contact, reviews, the blog): the brand background with its orange glow, and
// the page's own breadcrumbs, heading and buttons inside.
import type { ReactNode } from "react";

export function PageHero({
  children,
  snug = false,
}: {
  children: ReactNode;
  /** A little less room above on phones, for the heroes that hold more (a search form, a rating, contact cards). */
  snug?: boolean;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(234,106,31,0.25),transparent_55%)]"
        aria-hidden="true"
      />
      <div className={`relative mx-auto max-w-6xl px-4 ${snug ? "py-12" : "py-14"} sm:px-6 sm:py-20`}>{children}</div>
    </section>
  );
}
