// What to do in an emergency: two numbered checklists side by side, the
// immediate actions (the catalogue's safety steps, one line per topic: gas,
// carbon monoxide, fire, electrics, water, a ceiling) and what to do before
// the engineer arrives.
import { ShieldCheck, TriangleAlert, type Icon } from "@/components/icons";
import { Card, Section, SectionHeading } from "@/components/ui";

/** The colours of a checklist: its heading icon and its step numbers. */
const tones = {
  emergency: { icon: "h-6 w-6 text-emergency-600", number: "bg-emergency-600" },
  brand: { icon: "h-6 w-6 text-brand-700", number: "bg-brand-700" },
} as const;

function Checklist({
  icon: ChecklistIcon,
  tone,
  title,
  steps,
}: {
  icon: Icon;
  tone: keyof typeof tones;
  title: string;
  steps: string[];
}) {
  return (
    <Card>
      <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
        <ChecklistIcon className={tones[tone].icon} aria-hidden="true" />
        {title}
      </h3>
      <ol role="list" className="mt-5 space-y-4">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span
              className={`grid h-8 w-8 shrink-0 place-items-center rounded-full ${tones[tone].number} text-sm font-bold text-white`}
            >
              {i + 1}
              <span className="sr-only">.</span>
            </span>
            <span className="pt-1 text-ink">{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function EmergencyChecklists({
  immediateActions,
  beforeWeArrive,
}: {
  immediateActions: string[];
  beforeWeArrive: string[];
}) {
  return (
    <Section tone="surface" labelledBy="emergency-checklists">
      <SectionHeading id="emergency-checklists" eyebrow="Stay safe" title="What to do in an emergency" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Checklist icon={TriangleAlert} tone="emergency" title="Immediate actions" steps={immediateActions} />
        <Checklist icon={ShieldCheck} tone="brand" title="Before we arrive" steps={beforeWeArrive} />
      </div>
    </Section>
  );
}
