import { Clock, MapPin, ShieldCheck, Siren, TriangleAlert } from "@/components/icons";
import { business, emergency, whatsappDigits, site } from "@/lib/data";
import { absolute, localBusinessLd, pageMetadata } from "@/lib/seo";
import { chatMessages } from "@/lib/links";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { CoverCheck } from "@/components/cover-check";
import { CatalogueIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { PageView } from "@/components/page-view";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteForm } from "@/components/quote-form";
import { Badge, ButtonLink, Card, Section, SectionHeading } from "@/components/ui";

const PATH = "/emergency";

export const metadata = pageMetadata({
  title: "24/7 Emergency Plumber & Heating Engineer in Glasgow",
  description: `Burst pipe, major leak, blocked drain or boiler breakdown? Our emergency engineers cover ${site.coverage}, day and night, with arrival from ${site.arrivalSpan.fromMinutes} minutes depending on your area.`,
  keywords: [
    "emergency plumber glasgow",
    "24 hour plumber glasgow",
    "burst pipe glasgow",
    "emergency boiler repair glasgow",
    "blocked drain glasgow",
    "out of hours plumber glasgow",
  ],
  path: PATH,
});

export default function EmergencyPage() {
  const message = chatMessages.emergency();
  return (
    <>
      <JsonLd
        data={localBusinessLd({
          url: absolute(PATH),
          description: `24/7 emergency plumbing, heating and gas call-outs across Glasgow, with arrival from ${site.arrivalSpan.fromMinutes} minutes depending on the area.`,
        })}
      />
      <PageView pageType="emergency" />
      <GasSafetyNotice notice={gasNotice} id="gas-safety" />

      <section className="relative overflow-hidden border-t-8 border-emergency-600 bg-brand-900 text-white">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(200,30,30,0.35),transparent_55%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <Breadcrumbs light items={[{ name: "Emergency", path: PATH }]} />
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
            where you are: we cover {site.coverage}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton emergency />
            <WhatsAppButton message={message} />
          </div>
          <CoverCheck />
          <ul className="mt-12 grid gap-4 sm:grid-cols-3">
            {emergency.stats.map((s) => (
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

      <Section labelledBy="emergency-services">
        <SectionHeading
          id="emergency-services"
          eyebrow="What we attend"
          title="Emergency call-outs we cover"
          intro="Tell us which of these you’re facing and we’ll send an engineer equipped for the job, aiming for the times shown."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {emergency.tiles.map((t) => (
            <li key={t.title}>
              <Card className="flex h-full flex-col border-t-4 border-t-emergency-600">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <CatalogueIcon name={t.icon} />
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink">{t.title}</h3>
                <p className="mt-2 flex-1 text-muted">{t.description}</p>
                <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
                  <Clock className="h-4 w-4 text-emergency-600" aria-hidden="true" />
                  {t.arrival}
                </p>
                <div className="mt-5 flex flex-wrap gap-2">
                  <CallButton size="sm" emergency label="Call" showNumber={false} />
                  <WhatsAppButton size="sm" message={message} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="surface" labelledBy="emergency-coverage">
        <SectionHeading
          id="emergency-coverage"
          eyebrow="Where we cover"
          title="Emergency coverage and arrival times"
          intro={`Typical arrival times from a call, by district; the tiles above refer to these windows. Times depend on traffic and the time of day.`}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {emergency.coverage.map((z) => (
            <li
              key={z.name}
              className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
            >
              <div className="flex min-w-0 items-start gap-3">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                <div>
                  <h3 className="font-bold text-ink">{z.name}</h3>
                  <p className="text-sm text-muted">{z.postcodes}</p>
                </div>
              </div>
              <p className="shrink-0 text-right">
                <span className="block text-xs font-semibold uppercase tracking-wide text-muted">Arrival</span>
                <span className="text-lg font-extrabold text-ink">
                  {z.arrival.fromMinutes}-{z.arrival.toMinutes} mins
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ButtonLink href="/areas" variant="outline">
            See all the areas we cover
          </ButtonLink>
        </div>
      </Section>

      <QuoteSection
        id="emergency-report"
        heading="Tell us what’s happening"
        form={
          <QuoteForm
            title="Report an Emergency"
            isEmergency
            phoneDisplay={business.phone.display}
            whatsappDigits={whatsappDigits}
            pagePath={PATH}
          />
        }
      >
        <QuoteIntro>
          The fastest way to reach an engineer is to call. If you can’t talk right now, send the form and we’ll call you
          back {site.emergencyCallbackText}.
        </QuoteIntro>
        <QuoteActions>
          <CallButton emergency />
          <WhatsAppButton message={message} />
        </QuoteActions>
        <div className="mt-8 flex gap-3 rounded-2xl border-2 border-emergency-600 bg-white p-5">
          <TriangleAlert className="h-6 w-6 shrink-0 text-emergency-600" aria-hidden="true" />
          <p className="text-ink">
            <strong>Smell gas?</strong> Get everyone out, don’t use switches or naked flames, and follow the immediate
            actions below.
          </p>
        </div>
      </QuoteSection>

      <Section tone="surface" labelledBy="emergency-checklists">
        <SectionHeading
          id="emergency-checklists"
          eyebrow="Stay safe"
          title="What to do in a plumbing or heating emergency"
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
              <TriangleAlert className="h-6 w-6 text-emergency-600" aria-hidden="true" />
              Immediate actions
            </h3>
            <ol role="list" className="mt-5 space-y-4">
              {emergency.immediateActions.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-emergency-600 text-sm font-bold text-white">
                    {i + 1}
                    <span className="sr-only">.</span>
                  </span>
                  <span className="pt-1 text-ink">{step}</span>
                </li>
              ))}
            </ol>
          </Card>
          <Card>
            <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
              <ShieldCheck className="h-6 w-6 text-brand-700" aria-hidden="true" />
              Before we arrive
            </h3>
            <ol role="list" className="mt-5 space-y-4">
              {emergency.beforeWeArrive.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {i + 1}
                    <span className="sr-only">.</span>
                  </span>
                  <span className="pt-1 text-ink">{step}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </Section>
    </>
  );
}
