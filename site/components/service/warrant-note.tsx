// Scottish building standards beside work that may need a building warrant
// (issue 31.5): when a warrant is needed, who applies, and whether our prices
// include the council's fee. The words come from the catalogue's
// building-standards fact (data/building-warrants.json); no hooks and no
// catalogue imports, so the service-in-area and variant pages (client
// components) render it from their facts.
import type { WarrantNote as Note } from "@/generated/types";
import { ClipboardCheck } from "@/components/icons";

export function WarrantNote({ note, id, className = "" }: { note: Note; id?: string; className?: string }) {
  return (
    <aside
      id={id}
      aria-label="Building warrants in Scotland"
      data-warrant-note=""
      className={`flex gap-3 rounded-2xl border border-line bg-white p-5 text-ink ${className}`}
    >
      <ClipboardCheck className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="space-y-2 text-sm leading-relaxed">
        <p className="text-base font-bold">Building warrants in Scotland</p>
        <p>{note.when}</p>
        <p>
          {note.applicant} {note.fee}
        </p>
      </div>
    </aside>
  );
}
