// The quote section that closes most pages: a heading and what the page has
// to say beside it (why ask us, the buttons to call or message), and the
// quote form. One layout for every page that asks for a quote (issue 22.7:
// it was written out on eleven pages). A plain component, so the client-side
// page bodies (service-area-view, variant-view) use it too.
import type { ReactNode } from "react";
import { Section } from "@/components/ui";

export function QuoteSection({
  id,
  heading,
  tone = "white",
  form,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  heading: ReactNode;
  tone?: "white" | "surface";
  /** The QuoteForm, in the second column. */
  form: ReactNode;
  /** The first column, under the heading. */
  children: ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {heading}
          </h2>
          {children}
        </div>
        {form}
      </div>
    </Section>
  );
}

/** A paragraph of the quote section's first column. */
export function QuoteIntro({ children }: { children: ReactNode }) {
  return <p className="mt-4 text-lg text-muted">{children}</p>;
}

/** The row of call and chat buttons under the intro. */
export function QuoteActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap gap-3">{children}</div>;
}
