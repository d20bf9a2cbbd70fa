// The boxed 'Smell gas?' line beside the emergency report form, pointing to
// the immediate actions further down the page.
import { TriangleAlert } from "@/components/icons";

export function GasSmellAlert() {
  return (
    <div className="mt-8 flex gap-3 rounded-2xl border-2 border-emergency-600 bg-white p-5">
      <TriangleAlert className="h-6 w-6 shrink-0 text-emergency-600" aria-hidden="true" />
      <p className="text-ink">
        <strong>Smell gas?</strong> Get everyone out, don’t use switches or naked flames, and follow the immediate
        actions below.
      </p>
    </div>
  );
}
