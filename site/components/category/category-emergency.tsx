// A category page's emergency band: we're on call 24/7, the trade's own
// emergency heading and text, and the emergency call button.
import { CallButton } from "@/components/contact-buttons";
import { Siren } from "@/components/icons";

export function CategoryEmergency({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="category-emergency" className="border-t-8 border-emergency-600 bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-200">
            <Siren className="h-5 w-5 text-accent-500" aria-hidden="true" />
            Emergency? We’re on call 24/7
          </p>
          <h2 id="category-emergency" className="mt-2 text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{text}</p>
        </div>
        <div className="shrink-0">
          <CallButton emergency />
        </div>
      </div>
    </section>
  );
}
