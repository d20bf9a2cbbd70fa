// A gas prompt's first words (issue 31.1, decision 31): where a page mentions a
// gas smell beside our own buttons or form, the gas emergency line and its
// number come before them. The line is the catalogue's business.gasEmergency
// (in contact-form.json); `codegen audit-export` fails a page whose gas prompt
// gives our call to action first.
import { telHref } from "@/lib/links";
import { gasNotice } from "@/lib/quote-services";
import type { ReactNode } from "react";

export function GasLine({ tone = "light", children }: { tone?: "light" | "dark"; children?: ReactNode }) {
  const { line } = gasNotice;
  const link =
    tone === "dark"
      ? "font-bold text-white underline underline-offset-4 hover:text-slate-200"
      : "font-bold text-emergency-700 underline underline-offset-4 hover:text-emergency-800";
  return (
    <p data-gas-line="">
      <strong>Smell gas?</strong> Leave the property and call the {line.name} free on{" "}
      <a href={telHref(line.phone.e164)} className={link} data-gas-emergency-call="">
        {line.phone.display}
      </a>{" "}
      from outside, before you call us.{children ? <> {children}</> : null}
    </p>
  );
}
