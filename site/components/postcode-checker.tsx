"use client";
// 'Do we cover you?' (issue 13.1). The form (cover-check.tsx) is rendered on
// the server and works without JavaScript: it asks the API, which answers with
// the area's page or a page that explains. With JavaScript this island takes
// the form's submit and shows the answer here. The district index and
// lib/postcode.ts (which reads postcodes exactly as the API does) are fetched
// when the visitor first asks, so pages do not carry them; if either cannot
// be fetched, the form goes to the API after all. The form stays server
// markup for the same reason: the budget is 3 KB for four features.
import { useState, type FormEvent, type ReactNode } from "react";
import type { PostcodeIndex } from "@/generated/types";
import type { CheckedService, PostcodeAnswer } from "@/lib/postcode";

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
  outsideActions,
  errorId,
  children,
}: {
  /** On a service's page: the answer links the service in each area. */
  service?: CheckedService;
  /** Rendered on the server: the call and quote links shown outside the areas. */
  outsideActions: ReactNode;
  /** The form, rendered on the server; its input is described by `errorId`. */
  children: ReactNode;
  errorId: string;
}) {
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState<PostcodeAnswer>();

  async function check(e: FormEvent<HTMLDivElement>) {
    const form = e.target as HTMLFormElement;
    const input = form.elements.namedItem("q") as HTMLInputElement;
    e.preventDefault();
    let lib, ix;
    try {
      [lib, ix] = await loadChecker();
    } catch {
      form.submit();
      return;
    }
    const q = lib.parsePostcode(input.value);
    const problem = lib.isProblem(q);
    if (problem) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    setError(problem ? lib.problemMessage(ix.copy, q) : "");
    setAnswer(problem ? undefined : lib.postcodeAnswer(ix, q, service));
  }

  return (
    <div data-postcode-checker onSubmit={check}>
      {children}
      <div aria-live="polite">
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
                <div className="mt-3 flex flex-wrap gap-2">{outsideActions}</div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
