// The emergency page's hero: the 24/7 badge and heading, the typical arrival
// window, the call and WhatsApp buttons, the postcode check and the headline
// figures.
import type { StatView } from "@/generated/types";
import { Siren } from "@/components/icons";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { HeroContact } from "@/components/hero-contact";
import { Badge } from "@/components/ui";
import { site } from "@/lib/data";

export function EmergencyHero({
  path,
  message,
  stats,
}: {
  path: string;
  /** The WhatsApp message the button starts. */
  message: string;
  stats: StatView[];
}) {
  return (
    <section className="relative overflow-hidden border-t-8 border-emergency-600 bg-brand-900 text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(200,30,30,0.35),transparent_55%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <Breadcrumbs light items={[{ name: "Emergency", path }]} />
        <div className="mt-6">
          <Badge tone="emergency">
            <Siren className="h-3.5 w-3.5" aria-hidden="true" />
            24/7 Emergency Service
          </Badge>
        </div>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Emergency plumbers and engineers in Glasgow, day and night
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200">
          Burst pipe, water through the ceiling or no heating? Call now and a qualified engineer is on the way,
          typically arriving in {site.arrivalSpan.fromMinutes} to {site.arrivalSpan.toMinutes} minutes depending on
          where you are: we cover {site.emergencyCoverage}.
        </p>
        <HeroContact chat={message} emergency />
        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {stats.map((s) => (
            <li
              key={s.label}
              className="rounded-2xl border-l-4 border-emergency-600 bg-white/10 p-5 ring-1 ring-white/20"
            >
              <p className="text-3xl font-extrabold">{s.value}</p>
              <p className="text-sm text-slate-200">{s.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
