// An area page's hero: how far the area is from the city centre, whether it
// has emergency cover, its description, the call and WhatsApp buttons, and
// three tiles (postcodes, arrival or planned work, registration).
import type { Area } from "@/generated/types";
import { Clock, MapPin, ShieldCheck, Timer } from "@/components/icons";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { Badge } from "@/components/ui";
import { chatMessages } from "@/lib/links";
import { postcodeList } from "@/lib/text";
import { site } from "@/lib/data";

export function AreaHero({ area, path }: { area: Area; path: string }) {
  const arrival = area.emergencyArrival;
  const distance =
    area.distanceMiles === 0
      ? "In central Glasgow"
      : `${area.distanceMiles} mile${area.distanceMiles === 1 ? "" : "s"} from Glasgow city centre`;
  const tiles = [
    { icon: MapPin, title: area.postcodes.length > 1 ? "Postcodes" : "Postcode", value: postcodeList(area.postcodes) },
    arrival !== null
      ? { icon: Timer, title: "Emergency arrival", value: arrival.display }
      : { icon: Clock, title: "Planned work", value: `Usually ${site.plannedOnlyLead.toLowerCase()} ahead` },
    { icon: ShieldCheck, title: "Registered engineers", value: "Gas Safe registered" },
  ];
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(234,106,31,0.22),transparent_55%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <Breadcrumbs
          light
          items={[
            { name: "Areas", path: "/areas" },
            { name: area.name, path },
          ]}
        />
        <div className="mt-6 grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="light">
                <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                {distance}
              </Badge>
              {arrival !== null && <Badge tone="emergency">24/7 Emergency</Badge>}
            </div>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Plumber {area.name}</h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-200">{area.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CallButton />
              <WhatsAppButton label="WhatsApp Quote" message={chatMessages.area(area.name)} />
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {tiles.map((t) => (
              <li key={t.title} className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
                <t.icon className="h-7 w-7 shrink-0 text-accent-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="text-sm text-slate-200">{t.title}</p>
                  <p className="text-lg font-bold break-words">{t.value}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
