"use client";
// The one quote / emergency form (brief 4, 5, 8; decisions 11, 13, 22). Without
// JavaScript it posts to /api/contact and the server answers with a page; with
// JavaScript it validates with the mirrored rules, shows the spinner and the
// spec's notices, resets on success and keeps the values on failure. Beside it
// a WhatsApp button whose message names the service chosen (brief 7).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LoaderCircle, MessageCircle, Send } from "@/components/icons";
import type { FieldErrors } from "@/lib/contact-schema";
import type { Notice } from "@/lib/quote-send";
import { formLine, gasNotice, gasQuoteServices, quoteServices } from "@/lib/quote-services";
import { quoteNeedsGasNotice } from "@/lib/gas-safety";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { EmergencyQuestion } from "@/components/quote/emergency-question";
import { QUOTE_ITEM, QUOTE_SERVICE } from "@/components/get-quote-button";
import { buttonClass } from "@/components/ui";
import { quoteFormWhatsappHref, whatsappLinkAttrs } from "@/lib/links";
import { useTypedEarly } from "@/lib/typed-early";

type Props = {
  title: string;
  /**
   * 'always' on the emergency page, whose form is an emergency request; every
   * other form asks 'Is this an emergency?', no unless the visitor says yes
   * (decision 11 amended), and sends the answer.
   */
  emergency?: "always" | "ask";
  /** Where the page is about one area with emergency cover: its arrival window, shown when the visitor says yes. */
  arrival?: { place: string; window: string } | null;
  /**
   * Where the page is about a place without emergency cover: its name. A yes
   * then says we cannot promise an emergency visit there, never a call-back
   * time or an arrival (issue 31.2).
   */
  plannedOnly?: string | null;
  defaultService?: string;
  phoneDisplay: string;
  /** The WhatsApp number as wa.me wants it (country code, no plus). */
  whatsappDigits: string;
  /** Anchor id, so 'Get Quote' buttons can jump here. */
  id?: string;
  intro?: string;
  /** The page's path, sent with a form posted without JavaScript. */
  pagePath?: string;
};

const QUOTE_FOR = "Quote for: ";
const empty = { name: "", phone: "", email: "", service: "", location: "", message: "" };
const FIELDS = Object.keys(empty) as (keyof typeof empty)[];
// Sending (the rules, zod, the request) is a chunk of its own, fetched when
// the visitor first focuses the form or, at the latest, when it is sent: most
// visitors never touch the form, so most pages never download it.
const loadSender = () => import("@/lib/quote-send");

export function QuoteForm({
  title,
  emergency = "ask",
  arrival = null,
  plannedOnly = null,
  defaultService = "",
  phoneDisplay,
  whatsappDigits,
  id = "quote",
  intro,
  pagePath = "",
}: Props) {
  // Field ids from the form's own anchor id, not useId: as an island the form
  // is hydrated as its own root (decision 74), where React's ids would not
  // match the ones the page was rendered with.
  const uid = `${id}-form`;
  const [values, setValues] = useState({ ...empty, service: defaultService });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The visitor's answer to 'Is this an emergency?' (always yes on the emergency page).
  const [saidEmergency, setSaidEmergency] = useState(false);
  const isEmergency = emergency === "always" || saidEmergency;
  const formRef = useRef<HTMLFormElement>(null);
  // This filled-in form's idempotency key: kept while it is resent after a
  // failure (an answer lost on the way is then not a second lead), and
  // dropped once it is sent or changed, so the next request is a new one.
  const submissionKey = useRef<string | null>(null);

  // Typed or chosen before the form's script arrived (lib/typed-early.ts).
  useTypedEarly(formRef, [...FIELDS, "isEmergency"], ({ isEmergency: yes, ...typed }) => {
    setValues((v) => ({ ...v, ...typed }));
    if (yes === "true") setSaidEmergency(true);
  });

  // 'Get Quote' links on category pages choose a service (decision 15): one
  // listener here for them all, since the links have no script of their own.
  useEffect(() => {
    const choose = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.(`[${QUOTE_ITEM}]`);
      if (!link) return;
      const item = link.getAttribute(QUOTE_ITEM) ?? "";
      const service = link.getAttribute(QUOTE_SERVICE);
      submissionKey.current = null;
      setValues((v) => ({
        ...v,
        service: service && quoteServices.includes(service) ? service : v.service,
        // Name the item for the owner, without overwriting what the visitor wrote.
        message: v.message === "" || v.message.startsWith(QUOTE_FOR) ? `${QUOTE_FOR}${item}` : v.message,
      }));
    };
    document.addEventListener("click", choose);
    return () => document.removeEventListener("click", choose);
  }, []);

  useEffect(() => {
    if (!notice) return;
    const t = window.setTimeout(() => setNotice(null), 5000);
    return () => window.clearTimeout(t);
  }, [notice]);

  const field = (name: keyof typeof empty) => ({
    id: `${uid}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      submissionKey.current = null;
      setValues((v) => ({ ...v, [name]: e.target.value }));
    },
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${uid}-${name}-error` : undefined,
  });

  const unableToSend: Notice = {
    tone: "error",
    title: "Unable to send request",
    text: `Please call us directly at ${phoneDisplay} or try WhatsApp below`,
  };
  // Guards the await for the rules too: a second submit while they load is ignored.
  const busy = useRef(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }

  async function send() {
    const honeypot = (formRef.current?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    let sendQuote;
    try {
      ({ sendQuote } = await loadSender());
    } catch (error) {
      // Offline since the page loaded: the same way out as a failed request.
      console.error("Contact request failed:", error);
      setNotice(unableToSend);
      return;
    }
    const outcome = await sendQuote({
      values,
      isEmergency,
      honeypot,
      key: submissionKey,
      onSending: () => {
        setErrors({});
        setSending(true);
      },
    });
    setSending(false);
    if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      setNotice(outcome.notice);
      if (outcome.focus) document.getElementById(`${uid}-${outcome.focus}`)?.focus();
    } else if (outcome.kind === "sent") {
      submissionKey.current = null;
      setValues({ ...empty, service: defaultService });
      setSaidEmergency(false);
      setErrors({});
      setNotice(outcome.notice);
    } else {
      if (outcome.errors) setErrors(outcome.errors);
      setNotice(unableToSend);
    }
  }

  // globals.css's component classes: one short name on each of the six fields.
  const label = "field-label";
  const input = "field";
  const err = (name: string) =>
    errors[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1 text-sm font-medium text-emergency-700">
        {errors[name]?.message}
      </p>
    );

  return (
    <div id={id} className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-lg sm:p-8">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      <p className="mt-2 text-sm text-muted">{formLine(emergency)} Fields marked * are required.</p>
      <form
        ref={formRef}
        method="post"
        action="/api/contact"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadSender()}
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        {emergency === "always" && <input type="hidden" name="isEmergency" value="true" />}
        <input type="hidden" name="pagePath" value={pagePath} />
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={`${uid}-website`}>Leave this empty</label>
          <input id={`${uid}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div>
          <label htmlFor={`${uid}-name`} className={label}>
            Name *
          </label>
          <input {...field("name")} type="text" autoComplete="name" className={input} />
          {err("name")}
        </div>
        <div>
          <label htmlFor={`${uid}-phone`} className={label}>
            Phone *
          </label>
          <input {...field("phone")} type="tel" autoComplete="tel" className={input} />
          {err("phone")}
        </div>
        <div>
          <label htmlFor={`${uid}-email`} className={label}>
            Email
          </label>
          <input {...field("email")} type="email" autoComplete="email" className={input} />
          {err("email")}
        </div>
        <div>
          <label htmlFor={`${uid}-service`} className={label}>
            Service *
          </label>
          <select {...field("service")} className={input}>
            <option value="">Choose a service</option>
            {quoteServices.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {err("service")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${uid}-location`} className={label}>
            Location or postcode
          </label>
          <input {...field("location")} type="text" autoComplete="postal-code" className={input} />
          {err("location")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${uid}-message`} className={label}>
            Message
          </label>
          <textarea {...field("message")} rows={3} className={input} />
          {err("message")}
        </div>
        {emergency === "ask" && (
          <EmergencyQuestion
            checked={saidEmergency}
            onChange={(yes) => {
              submissionKey.current = null;
              setSaidEmergency(yes);
            }}
            arrival={arrival}
            plannedOnly={plannedOnly}
          />
        )}
        {/* Where a gas smell may be reported, the gas emergency line comes
            before our form: right above the send button, where the visitor
            is looking once they have chosen or written. The form still sends. */}
        {quoteNeedsGasNotice(values, gasQuoteServices) && (
          <GasSafetyNotice notice={gasNotice} id={`${uid}-gas`} variant="form" />
        )}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap sm:items-center">
          <button
            type="submit"
            disabled={sending}
            className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-6 font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-75 sm:w-auto sm:flex-auto ${isEmergency ? "bg-emergency-600 hover:bg-emergency-700" : "bg-accent-600 hover:bg-accent-700"}`}
          >
            {sending ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="h-5 w-5" aria-hidden="true" />
            )}
            {sending ? "Sending..." : isEmergency ? "Send Emergency Request" : "Get My Free Quote"}
          </button>
          {/* Follows the service select as it changes; without JavaScript it
              names the page's preselected service. */}
          <a
            href={quoteFormWhatsappHref(whatsappDigits, values.service)}
            {...whatsappLinkAttrs}
            data-quote-whatsapp=""
            className={`${buttonClass("whatsapp", "lg")} w-full sm:w-auto sm:flex-auto`}
          >
            <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
            WhatsApp Us<span className="sr-only"> (opens WhatsApp in a new tab)</span>
          </a>
        </div>
      </form>
      <div
        aria-live="assertive"
        role="status"
        className="fixed inset-x-4 bottom-24 z-50 sm:inset-x-auto sm:right-6 sm:w-96"
      >
        {notice && (
          <div
            className={`rounded-xl p-4 shadow-2xl ring-1 ${notice.tone === "success" ? "bg-white ring-whatsapp-600" : "bg-emergency-700 text-white ring-emergency-700"}`}
            data-notice={notice.tone}
          >
            <p className="font-bold">{notice.title}</p>
            <p className="mt-1 text-sm">{notice.text}</p>
          </div>
        )}
      </div>
    </div>
  );
}
