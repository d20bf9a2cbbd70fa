"use client";
// 'Do we cover you?' (issue 13.1). The form works without JavaScript: it asks
// the API, which answers with the area's page or a page that explains. With
// JavaScript the answer appears here, from the district index fetched on
// first use (so pages do not carry it), read by lib/postcode.ts exactly as
// the API reads it. If the index cannot be fetched, the form goes to the API.
// It sits in the pages' dark heroes, so its own text is light.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { PostcodeIndex } from "@/generated/types";
import {
  isProblem,
  MAX_INPUT_CHARS,
  parsePostcode,
  postcodeAnswer,
  problemMessage,
  type CheckedService,
  type PostcodeAnswer,
} from "@/lib/postcode";

let index: Promise<PostcodeIndex> | undefined;
const loadIndex = () =>
  (index ??= fetch("/postcode-districts.json")
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<PostcodeIndex>;
    })
    .catch((e: unknown) => {
      index = undefined;
      throw e;
    }));

export function PostcodeChecker({
  service,
  outsideActions,
}: {
  /** On a service's page: the answer links the service in each area. */
  service?: CheckedService;
  /** Rendered on the server: the call and quote links shown outside the areas. */
  outsideActions: ReactNode;
}) {
  const id = useId();
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState<PostcodeAnswer>();

  async function check(e: FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    e.preventDefault();
    let ix: PostcodeIndex;
    try {
      ix = await loadIndex();
    } catch {
      form.submit();
      return;
    }
    const q = parsePostcode(String(new FormData(form).get("q")));
    const problem = isProblem(q);
    setError(problem ? problemMessage(ix.copy, q) : "");
    setAnswer(problem ? undefined : postcodeAnswer(ix, q, service));
  }

  return (
    <div data-postcode-checker>
      <form action="/api/postcode" method="get" onSubmit={check} noValidate>
        {service && <input type="hidden" name="from" value={`/services/${service.slug}`} />}
        <label htmlFor={id} className="block font-semibold">
          Do we cover you? Enter your postcode
        </label>
        <div className="mt-2 flex max-w-md gap-2">
          <input
            id={id}
            name="q"
            autoComplete="postal-code"
            autoCapitalize="characters"
            enterKeyHint="search"
            maxLength={MAX_INPUT_CHARS}
            placeholder="e.g. G11 6AB"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}e` : undefined}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-ink placeholder:text-slate-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-emergency-600"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
          >
            Check
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error && (
          <p id={`${id}e`} className="mt-2 text-sm font-semibold text-amber-200">
            {error}
          </p>
        )}
        {answer && (
          <div className="mt-3 max-w-xl rounded-xl border border-line bg-white p-4 text-ink shadow-sm">
            <p className="font-bold">{answer.title}</p>
            <ul className="mt-2 space-y-2 text-sm">
              {answer.areas.map((a) => (
                <li key={a.href}>
                  <a href={a.href} className="font-semibold text-brand-700 underline">
                    {a.name}
                  </a>
                  : {a.line}
                  {a.service && (
                    <>
                      <br />
                      <a href={a.service.href} className="text-brand-700 underline">
                        {a.service.text}
                      </a>
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
