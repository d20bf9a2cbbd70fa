// 'Is this an emergency?' on every quote form but the emergency page's
// (decision 11 amended): no unless the visitor says yes. The radios post the
// answer as `isEmergency` without JavaScript too, and what a yes means (the
// call-back, the area's arrival window) shows by CSS alone when yes is
// chosen, so it needs no script either. About a place without emergency
// cover, a yes promises no call-back time or arrival (issue 31.2).
import { promises } from "@/lib/quote-services";

export function EmergencyQuestion({
  checked,
  onChange,
  arrival,
  plannedOnly = null,
}: {
  checked: boolean;
  onChange: (yes: boolean) => void;
  arrival: { place: string; window: string } | null;
  /** The place's name, where the page is about one without emergency cover. */
  plannedOnly?: string | null;
}) {
  const option =
    "flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 font-semibold text-ink has-[:checked]:border-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";
  return (
    <fieldset className="group sm:col-span-2" data-emergency-question="">
      <legend className="field-label">Is this an emergency?</legend>
      <div className="flex gap-3">
        <label className={option}>
          <input
            type="radio"
            name="isEmergency"
            value="false"
            checked={!checked}
            onChange={() => onChange(false)}
            className="h-4 w-4 accent-brand-700"
          />
          No
        </label>
        <label className={option}>
          <input
            type="radio"
            name="isEmergency"
            value="true"
            checked={checked}
            onChange={() => onChange(true)}
            className="h-4 w-4 accent-emergency-600"
          />
          Yes
        </label>
      </div>
      <p className="mt-2 hidden rounded-lg bg-emergency-50 p-3 text-sm text-ink group-has-[input[value=true]:checked]:block">
        {plannedOnly ? (
          `${plannedOnly} is outside our emergency cover, so we cannot promise an emergency visit there. Call us now and we will tell you straight away whether we can help.`
        ) : (
          <>
            We treat it as an emergency. {promises.callbackLine}
            {arrival && ` An engineer typically reaches ${arrival.place} in ${arrival.window} from your call.`} For the
            fastest help, call us now.
          </>
        )}
      </p>
    </fieldset>
  );
}
