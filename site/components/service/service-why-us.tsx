// The side column of a service page's 'About' section: three trust cards
// (qualified and insured, the guarantee, free fixed quotes) and a box to call
// an engineer now.
import { business } from "@/lib/data";
import { CallButton } from "@/components/contact-buttons";
import { Award, BadgePoundSterling, ShieldCheck } from "@/components/icons";
import { Card } from "@/components/ui";

export function ServiceWhyUs({ serviceName }: { serviceName: string }) {
  const trustCards = [
    {
      icon: ShieldCheck,
      title: "Qualified and insured",
      text: `Gas Safe registered (no. ${business.gasSafeNumber}) and NICEIC registered (no. ${business.niceicNumber}) engineers, fully insured for homes and businesses.`,
    },
    {
      icon: Award,
      title: `${business.guaranteeMonths}-month guarantee`,
      text: `Every ${serviceName} job is backed by our ${business.guaranteeMonths}-month workmanship guarantee, in writing.`,
    },
    {
      icon: BadgePoundSterling,
      title: "Free, fixed quotes",
      text: `You get a clear written price before any work starts, valid for ${business.quoteValidityDays} days and with no obligation.`,
    },
  ];
  return (
    <div>
      <h2 className="sr-only">Why choose us</h2>
      <ul className="grid gap-4">
        {trustCards.map((t) => (
          <li key={t.title}>
            <Card className="flex gap-4">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <t.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{t.title}</h3>
                <p className="mt-1 text-sm text-muted">{t.text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-2xl bg-brand-900 p-6 text-white">
        <p className="font-semibold">Speak to an engineer now</p>
        <p className="mt-1 text-sm text-slate-200">Free advice and a price over the phone.</p>
        <div className="mt-4">
          <CallButton size="md" />
        </div>
      </div>
    </div>
  );
}
