"use client";
// 'Do we cover you?' (issue 13.1), the island (decision 74). The form
// (cover-check.tsx) is server markup and works without JavaScript: it asks the
// API, which answers with the area's page or a page that explains. With
// JavaScript this island takes the submit of the form beside it (both inside
// the `data-postcode-checker` element) and shows the answer here. The
// district index and lib/postcode.ts (which reads postcodes exactly as the API
// does) are fetched when the visitor first asks, so pages do not carry them;
// if either cannot be fetched, the form goes to the API after all.
import { useCallback, useState } from "react";
import type { PostcodeIndex } from "@/generated/types";
import type { CheckedService, PostcodeAnswer } from "@/lib/postcode";
import { CallButtonView } from "@/components/call-button-view";
import { buttonClass } from "@/components/ui";

// The reading of postcodes and the index both load when the visitor first
// asks, in parallel; a failure lets the next attempt try again.
let checker: Promise<[typeof import("@/lib/postcode"), PostcodeIndex]> | undefined;
const loadChecker = () =>
  (checker ??= Promise.all([
    import("@/lib/postcode"),
    fetch("/postcode-districts.json").then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<PostcodeIndex>;
    }),
  ]).catch((e: unknown) => {
    checker = undefined;
    throw e;
  }));

export function PostcodeChecker({
  service,
  errorId,
  call,
}: {
  /** On a service's page: the answer links the service in each area. */
  service?: CheckedService;
  /** The id the form's input is described by: the error is written there. */
  errorId: string;
  /** The business's number, for the call button shown outside the areas. */
  call: { href: string; display: string };
}) {
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState<PostcodeAnswer>();
  // Attached as the island's element commits (a ref, not an effect), so the
  // form is the island's from the moment it is hydrated.
  const takeSubmit = useCallback(
    (live: HTMLDivElement | null) => {
      const form = live?.closest("[data-postcode-checker]")?.querySelector("form");
      if (!form) return;
      async function check(e: SubmitEvent) {
        e.preventDefault();
        const input = form!.elements.namedItem("q") as HTMLInputElement;
        let lib, ix;
        try {
          [lib, ix] = await loadChecker();
        } catch {
          form!.submit();
          return;
        }
        const q = lib.parsePostcode(input.value);
        const problem = lib.isProblem(q);
        if (problem) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
        setError(problem ? lib.problemMessage(ix.copy, q) : "");
        setAnswer(problem ? undefined : lib.postcodeAnswer(ix, q, service));
      }
      form.addEventListener("submit", check);
      return () => form.removeEventListener("submit", check);
    },
    [service],
  );

  return (
    <div ref={takeSubmit} aria-live="polite">
      <p id={errorId} className="mt-2 text-sm font-semibold text-amber-200 empty:hidden">
        {error}
      </p>
      {answer && (
        <div className="mt-3 max-w-xl rounded-xl bg-white p-4 text-ink [&_a]:text-brand-700 [&_a]:underline">
          <p className="font-bold">{answer.title}</p>
          <ul className="mt-2 space-y-2 text-sm">
            {answer.areas.map((a) => (
              <li key={a.href}>
                <a href={a.href} className="font-semibold">
                  {a.name}
                </a>
                : {a.line}
                {a.service && (
                  <>
                    <br />
                    <a href={a.service.href}>{a.service.text}</a>
                  </>
                )}
              </li>
            ))}
          </ul>
          {answer.help && (
            <>
              <p className="mt-1 text-sm">{answer.help}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <CallButtonView size="sm" {...call} />
                <a href="/contact" className={buttonClass("outline", "sm")}>
                  Get a free quote
                </a>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
