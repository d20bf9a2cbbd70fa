"use client";
// The 'Stay Updated' signup (decision 16: double opt-in). Without JavaScript it
// is an ordinary form post and the server answers with a page; with
// JavaScript it posts JSON and shows the server's message in a live region.
import { useRef, useState, type FormEvent } from "react";
import { LoaderCircle, Send } from "@/components/icons";
import type { ContactResponse, NewsletterSignup } from "@/generated/types";

type Status = { tone: "success" | "error"; text: string } | null;

export function NewsletterForm({
  id,
  pagePath,
}: {
  /** Its fields' ids start with this, unique on the page (an island's ids cannot come from useId: decision 74). */
  id: string;
  pagePath: string;
}) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // The field is read when the form is sent, not kept in state: what was
  // typed before the form's script arrived (decision 75) is sent as typed.
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const field = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const website = field("website");
    setSending(true);
    setStatus(null);
    try {
      const signup: NewsletterSignup = { email: field("email").trim(), pagePath, website };
      const res = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(signup),
      });
      const data = (await res.json().catch(() => ({}))) as Partial<ContactResponse>;
      if (!res.ok || data.success !== true) {
        setStatus({
          tone: "error",
          text:
            data.fields?.email?.message ??
            data.error ??
            "Sorry, we couldn’t sign you up just now. Please try again later.",
        });
        return;
      }
      formRef.current?.reset();
      setStatus({
        tone: "success",
        text: data.message ?? "Thanks. Please check your inbox and click the link to confirm your subscription.",
      });
    } catch (error) {
      console.error("Newsletter signup failed:", error);
      setStatus({
        tone: "error",
        text: "Sorry, we couldn’t sign you up just now. Please check your connection and try again.",
      });
    } finally {
      setSending(false);
    }
  }

  const invalid = status?.tone === "error";

  return (
    <div>
      <form
        ref={formRef}
        method="post"
        action="/api/newsletter"
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="pagePath" value={pagePath} />
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold text-white">
            Email address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue=""
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-status`}
            className="block min-h-12 w-full rounded-lg border border-white/30 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-accent-500"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 px-6 font-semibold text-white transition-colors hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-75"
        >
          {sending ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-5 w-5" aria-hidden="true" />
          )}
          {sending ? "Subscribing..." : "Subscribe"}
        </button>
      </form>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold">
        {status && (
          <span className={status.tone === "success" ? "text-white" : "rounded bg-white px-2 py-1 text-emergency-700"}>
            {status.text}
          </span>
        )}
      </p>
    </div>
  );
}
