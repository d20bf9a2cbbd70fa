// The contact page's hero: the heading, a line on when to call rather than
// write, the gas emergency line before our own (issue 31.1), and the call and
// WhatsApp buttons.
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { GasLine } from "@/components/gas-line";
import { chatMessages } from "@/lib/links";
import { PageHero } from "@/components/page-hero";

export function ContactHero({ path }: { path: string }) {
  return (
    <PageHero snug>
      <Breadcrumbs items={[{ name: "Contact", path }]} light />
      <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">Contact us</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-200">
        Call, message or email our Glasgow team. For a burst pipe or no heating, call us straight away: we answer
        emergencies 24 hours a day, 7 days a week.
      </p>
      <div className="mt-4 max-w-2xl text-lg text-slate-200">
        <GasLine tone="dark" />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton />
        <WhatsAppButton message={chatMessages.generic()} />
      </div>
    </PageHero>
  );
}
