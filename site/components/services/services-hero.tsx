// The services index's hero: what we do and where, how many services in how
// many trades, and the call and chat buttons.
import { business, site } from "@/lib/data";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { PageHero } from "@/components/page-hero";

export function ServicesHero({ path, tradeCount }: { path: string; tradeCount: number }) {
  return (
    <PageHero>
      <Breadcrumbs light items={[{ name: "Services", path }]} />
      <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
        Plumbing, heating and building services across Glasgow
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-200">
        {site.serviceCount} services in {tradeCount} trades, from a 2am burst pipe to a new kitchen. Qualified, insured
        engineers covering {site.plannedCoverage}, with free quotes and a {business.guaranteeMonths}-month guarantee on
        our work.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton />
        <WhatsAppButton message={chatMessages.generic()} />
      </div>
    </PageHero>
  );
}
