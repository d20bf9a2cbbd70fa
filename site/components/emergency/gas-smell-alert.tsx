// The boxed 'Smell gas?' line in the emergency report section: the gas
// emergency line's number first, above our own call buttons and form (issue
// 31.1), and a pointer to the immediate actions further down the page.
import { TriangleAlert } from "@/components/icons";
import { GasLine } from "@/components/gas-line";

export function GasSmellAlert() {
  return (
    <div className="mt-6 flex gap-3 rounded-2xl border-2 border-emergency-600 bg-white p-5 text-ink">
      <TriangleAlert className="h-6 w-6 shrink-0 text-emergency-600" aria-hidden="true" />
      <GasLine>Don’t use switches or naked flames, and follow the immediate actions below.</GasLine>
    </div>
  );
}
