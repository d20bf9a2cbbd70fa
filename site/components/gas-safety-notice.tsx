// The gas emergency notice (issue 13.3, decision 31): shown first wherever a
// visitor may be reporting a gas smell. The line and the steps come from the
// catalogue (business.gasEmergency and the safety advice, in
// contact-form.json, issue 20.4). No hooks and no catalogue imports, so the
// quote form (a client component) shows the same notice without pulling the
// catalogue into every page's JavaScript.
import type { GasNotice } from "@/lib/quote-services";
import { Phone, TriangleAlert } from "@/components/icons";
import { buttonClass } from "@/components/ui";
import { telHref } from "@/lib/links";

export function GasSafetyNotice({
  notice,
  id,
  variant = "banner",
}: {
  notice: GasNotice;
  id: string;
  /** A full-width band at the top of a page, or a box inside the quote form. */
  variant?: "banner" | "form";
}) {
  const { line, gas, carbonMonoxide: co } = notice;
  const titleId = `${id}-title`;
  const sentences = (steps: string[]) => steps.map((s) => `${s}.`).join(" ");
  const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const body = (
    <>
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 h-6 w-6 shrink-0 text-emergency-700" aria-hidden="true" />
        <div>
          <p id={titleId} className="text-lg font-bold leading-snug text-ink">
            Smell gas? Call the {line.name} free on {line.phone.display} now.
          </p>
          <p className="mt-1 text-sm text-ink">{sentences(gas.steps)} Call us once the supply has been made safe.</p>
          <p className="mt-1 text-sm text-ink">
            {co.signs}. {co.when}: {lowerFirst(sentences(co.steps))}
          </p>
        </div>
      </div>
      <a
        href={telHref(line.phone.e164)}
        className={`${buttonClass("emergency", "lg")} shrink-0`}
        data-gas-emergency-call=""
      >
        <Phone className="h-5 w-5" aria-hidden="true" />
        Call {line.phone.display}
        <span className="sr-only"> ({line.name}, free, 24 hours)</span>
      </a>
    </>
  );
  if (variant === "form") {
    return (
      <div
        role="alert"
        aria-labelledby={titleId}
        data-gas-notice="form"
        className="flex flex-col gap-3 rounded-xl border-2 border-emergency-600 bg-emergency-50 p-4 sm:col-span-2"
      >
        {body}
      </div>
    );
  }
  return (
    <aside
      aria-labelledby={titleId}
      data-gas-notice="banner"
      className="border-b-4 border-emergency-600 bg-emergency-50"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        {body}
      </div>
    </aside>
  );
}
