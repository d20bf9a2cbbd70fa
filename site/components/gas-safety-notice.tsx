// The gas emergency notice (issue 13.3, PRODUCT 31): shown first wherever a
// visitor may be reporting a gas smell. The line's name and number come from
// the catalogue (business.gasEmergency, also in contact-form.json for the
// quote form). No hooks and no data imports, so the quote form (a client
// component) can show the same notice without pulling the catalogue into
// every page's JavaScript.
import type { PublicLine } from "@/generated/types";
import { Phone, TriangleAlert } from "@/components/icons";
import { buttonClass } from "@/components/ui";
import { telHref } from "@/lib/links";

export function GasSafetyNotice({
  line,
  id,
  variant = "banner",
}: {
  line: PublicLine;
  id: string;
  /** A full-width band at the top of a page, or a box inside the quote form. */
  variant?: "banner" | "form";
}) {
  const titleId = `${id}-title`;
  const body = (
    <>
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 h-6 w-6 shrink-0 text-emergency-700" aria-hidden="true" />
        <div>
          <p id={titleId} className="text-lg font-bold leading-snug text-ink">
            Smell gas? Call the {line.name} free on {line.phone.display} now.
          </p>
          <p className="mt-1 text-sm text-ink">
            Leave the property and make the call from outside. Do not use light switches, plugs or naked flames; open
            doors and windows on your way out if it is safe. Call us once the supply has been made safe.
          </p>
          <p className="mt-1 text-sm text-ink">
            Carbon monoxide has no smell: headaches, dizziness, sickness or breathlessness that ease in fresh air can be
            a sign. Get everyone outside and call the same number.
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
