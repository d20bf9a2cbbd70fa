// The inbox's small building blocks, in the site's colours (globals.css), with
// tap targets of at least 44 px for a thumb between jobs.
import type { ButtonHTMLAttributes, ReactNode } from "react";

type Tone = "primary" | "accent" | "outline" | "danger" | "whatsapp" | "quiet";
const tones: Record<Tone, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400",
  accent: "bg-accent-600 text-white hover:bg-accent-700 disabled:bg-slate-400",
  outline:
    "border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500",
  danger: "bg-emergency-600 text-white hover:bg-emergency-700 disabled:bg-slate-400",
  whatsapp: "bg-whatsapp-600 text-white hover:bg-whatsapp-700",
  quiet: "text-brand-700 underline-offset-2 hover:underline",
};

export const btn = (tone: Tone = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${tones[tone]} ${extra}`;

export function Button({
  tone = "primary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return <button type="button" {...props} className={btn(tone, className)} />;
}

/** An error or outcome the owner must see; screen readers announce it. */
export function Alert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "success" | "info" }) {
  if (!children) return null;
  const t = {
    error: "border-emergency-600 bg-emergency-50 text-emergency-700",
    success: "border-whatsapp-600 bg-green-50 text-whatsapp-700",
    info: "border-brand-600 bg-brand-50 text-brand-800",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border-l-4 px-4 py-3 text-sm font-medium ${t}`}
    >
      {children}
    </div>
  );
}

type PillTone = "slate" | "brand" | "green" | "red" | "amber" | "accent";
const pills: Record<PillTone, string> = {
  slate: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-800",
  green: "bg-green-100 text-green-900",
  red: "bg-emergency-100 text-emergency-700",
  amber: "bg-amber-100 text-amber-900",
  accent: "bg-accent-600 text-white",
};
export function Pill({ children, tone = "slate" }: { children: ReactNode; tone?: PillTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${pills[tone]}`}>
      {children}
    </span>
  );
}

export const stageTone: Record<string, PillTone> = {
  new: "brand",
  contacted: "amber",
  quoted: "accent",
  won: "green",
  lost: "slate",
};
export const deliveryTone: Record<string, PillTone> = {
  pending: "amber",
  sent: "green",
  failed: "red",
  abandoned: "slate",
};

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 ${className}`}>{children}</div>;
}

export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand-600";
export const labelClass = "mb-1 block text-sm font-semibold text-ink";

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <p role="status" className="py-8 text-center text-muted">
      {label}
    </p>
  );
}

/** A definition list row that hides itself when there is nothing to show. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 border-b border-line py-2 text-sm last:border-0">
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
      <Button tone="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted">
        Page {page} of {pages}
      </span>
      <Button tone="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
