// The small design system: buttons, cards, badges and sections share tokens
// from globals.css so every page looks like one product.
import type { ReactNode } from "react";

type Variant = "accent" | "primary" | "whatsapp" | "emergency" | "outline" | "ghost-light";

const variants: Record<Variant, string> = {
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  whatsapp: "bg-whatsapp-600 text-white hover:bg-whatsapp-700",
  emergency: "bg-emergency-600 text-white hover:bg-emergency-700",
  outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50",
  "ghost-light": "border-2 border-white/70 text-white hover:bg-white/10",
};

export const buttonClass = (variant: Variant = "accent", size: "md" | "lg" | "sm" = "md") =>
  `btn ${
    size === "lg" ? "min-h-12 px-6 text-base" : size === "sm" ? "min-h-10 px-3 text-sm" : "min-h-11 px-5 text-[0.95rem]"
  } ${variants[variant]}`;

export function ButtonLink(props: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  size?: "md" | "lg" | "sm";
  external?: boolean;
  className?: string;
  label?: string;
}) {
  const ext = props.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a
      href={props.href}
      className={`${buttonClass(props.variant, props.size)} ${props.className ?? ""}`}
      aria-label={props.label}
      {...ext}
    >
      {props.children}
    </a>
  );
}

export function Section({
  children,
  className = "",
  id,
  tone = "white",
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  tone?: "white" | "surface" | "brand";
  labelledBy?: string;
}) {
  const bg = tone === "surface" ? "bg-surface" : tone === "brand" ? "bg-brand-900 text-white" : "bg-white";
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${bg} py-14 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  light = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  light?: boolean;
}) {
  return (
    <div className="mb-10 max-w-3xl">
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-wide ${light ? "text-accent-500" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${light ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg ${light ? "text-slate-200" : "text-muted"}`}>{intro}</p>}
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-line bg-white p-6 shadow-sm ${className}`}>{children}</div>;
}

export function Badge({
  children,
  tone = "brand",
}: {
  children: ReactNode;
  tone?: "brand" | "emergency" | "accent" | "light";
}) {
  const t = {
    brand: "bg-brand-100 text-brand-800",
    emergency: "bg-emergency-600 text-white",
    accent: "bg-accent-600 text-white",
    light: "bg-white/15 text-white ring-1 ring-white/30",
  }[tone];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${t}`}
    >
      {children}
    </span>
  );
}
