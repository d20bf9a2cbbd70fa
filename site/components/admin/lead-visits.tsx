"use client";
// Visits on a lead (issue 33.5): book a survey or a job visit on the UK
// clock with the phone's own date and time pickers, move it, cancel it. The
// customer is emailed each time (with a calendar file) when they gave an
// address; the owner's own calendar file is one tap away.
import type { VisitChange } from "@/generated/types";
import { useEffect, useId, useState, type FormEvent } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { londonDay } from "./format";
import type { LeadPage } from "./schemas";
import { Alert, Button, Card, Pill, btn, inputClass, labelClass } from "./ui";
import { fieldMessages, leadVisits, visitAnswer, type Visit } from "./visit-schemas";
import { leadPage } from "./schemas";

const lengths: [number, string][] = [
  [30, "30 minutes"],
  [60, "1 hour"],
  [90, "1½ hours"],
  [120, "2 hours"],
  [180, "3 hours"],
  [240, "4 hours"],
  [480, "All day (8 hours)"],
];

type Form = Omit<VisitChange, "version">;
const blank = (): Form => ({ kind: "survey", date: londonDay(1), time: "09:00", minutes: 60, who: "" });

export function LeadVisits({
  page,
  onPage,
}: {
  page: LeadPage;
  /** The lead as it now stands, after a change (or a 409's current lead). */
  onPage: (page: LeadPage) => void;
}) {
  const { api } = useInbox();
  const uid = useId();
  const lead = page.lead;
  const [visits, setVisits] = useState<Visit[] | null>(null);
  const [emailable, setEmailable] = useState(false);
  const [form, setForm] = useState<Form>(blank);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    api.call("GET", `/leads/${lead.id}/visits`, leadVisits).then(
      (d) => {
        if (!live) return;
        setVisits(d.visits);
        setEmailable(d.emailable);
      },
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, lead.id, lead.version]);

  const send = async (path: string, body: Record<string, unknown>, success: (emailed: boolean) => string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    setFields({});
    try {
      const answer = await api.call("POST", path, visitAnswer, { ...body, version: lead.version });
      onPage(answer.page);
      setDone(success(answer.emailed));
      setEditing(null);
      setForm(blank());
    } catch (e) {
      if (e instanceof ApiError) {
        setFields(fieldMessages(e.body));
        const current =
          e.status === 409 && e.body && typeof e.body === "object" && "current" in e.body
            ? leadPage.safeParse((e.body as { current: unknown }).current)
            : null;
        if (current?.success) onPage(current.data);
      }
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const told = (emailed: boolean, what: string) =>
    emailed
      ? `${what} The customer has been emailed with a calendar file.`
      : `${what} No email address: tell the customer yourself.`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, who: form.who.trim() } satisfies Form;
    if (editing === null) void send(`/leads/${lead.id}/visits`, body, (m) => told(m, "Visit booked."));
    else void send(`/visits/${editing}`, body, (m) => told(m, "Visit moved."));
  };

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const booked = (visits ?? []).filter((v) => v.status === "booked");
  const cancelled = (visits ?? []).filter((v) => v.status === "cancelled");

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Visits</h2>
      {!emailable && visits && (
        <p className="mt-1 text-sm text-muted">No email address on this lead: the customer will not be emailed.</p>
      )}
      {booked.length > 0 && (
        <ul className="mt-3 divide-y divide-line" aria-label="Booked visits">
          {booked.map((v) => (
            <li key={v.id} className="py-2 text-sm" data-visit={v.id}>
              <p className="font-semibold text-ink">
                {v.kind === "survey" ? "Survey" : "Job"}: {v.when}
              </p>
              <p className="text-muted">
                {lengthLabel(v.minutes)} · {v.who}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  tone="outline"
                  disabled={busy}
                  onClick={() => {
                    setEditing(v.id);
                    setForm({ kind: v.kind, date: v.date, time: v.time, minutes: v.minutes, who: v.who });
                  }}
                >
                  Move
                </Button>
                <Button
                  tone="danger"
                  disabled={busy}
                  onClick={() =>
                    void send(`/visits/${v.id}/cancel`, {}, (m) =>
                      m ? "Visit cancelled. The customer has been emailed." : "Visit cancelled.",
                    )
                  }
                >
                  Cancel visit
                </Button>
                <a className={btn("quiet")} href={v.ics} download={`visit-${v.id}.ics`}>
                  Add to my calendar
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cancelled.length > 0 && (
        <p className="mt-2 text-xs text-muted">
          {cancelled.length} cancelled: {cancelled.map((v) => v.when).join("; ")} <Pill>cancelled</Pill>
        </p>
      )}

      <form
        onSubmit={submit}
        className="mt-3 space-y-3"
        aria-label={editing === null ? "Book a visit" : "Move the visit"}
      >
        <h3 className="text-base font-semibold text-ink">{editing === null ? "Book a visit" : "Move the visit"}</h3>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Kind of visit</legend>
          {(["survey", "job"] as const).map((k) => (
            <label key={k} className={btn(form.kind === k ? "primary" : "outline", "flex-1 cursor-pointer")}>
              <input
                type="radio"
                name={`${uid}-kind`}
                value={k}
                checked={form.kind === k}
                onChange={() => set("kind", k)}
                className="sr-only"
              />
              {k === "survey" ? "Survey" : "Job"}
            </label>
          ))}
        </fieldset>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${uid}-date`} className={labelClass}>
              Day
            </label>
            <input
              id={`${uid}-date`}
              type="date"
              required
              min={londonDay(0)}
              value={form.date}
              onChange={(e) => set("date", e.target.value)}
              className={inputClass}
              aria-invalid={fields.date ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-time`} className={labelClass}>
              Time (UK)
            </label>
            <input
              id={`${uid}-time`}
              type="time"
              required
              step={300}
              value={form.time}
              onChange={(e) => set("time", e.target.value)}
              className={inputClass}
              aria-invalid={fields.time ? true : undefined}
            />
          </div>
        </div>
        {(fields.date || fields.time) && <p className="text-sm text-emergency-700">{fields.date ?? fields.time}</p>}
        <div>
          <label htmlFor={`${uid}-minutes`} className={labelClass}>
            How long
          </label>
          <select
            id={`${uid}-minutes`}
            value={form.minutes}
            onChange={(e) => set("minutes", Number(e.target.value))}
            className={inputClass}
          >
            {lengths.map(([m, label]) => (
              <option key={m} value={m}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-who`} className={labelClass}>
            Who is going
          </label>
          <input
            id={`${uid}-who`}
            required
            maxLength={80}
            value={form.who}
            onChange={(e) => set("who", e.target.value)}
            placeholder="e.g. Craig"
            className={inputClass}
            aria-invalid={fields.who ? true : undefined}
          />
          {fields.who && <p className="mt-1 text-sm text-emergency-700">{fields.who}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" tone="primary" disabled={busy}>
            {editing === null ? "Book visit" : "Save new time"}
          </Button>
          {editing !== null && (
            <Button
              tone="outline"
              disabled={busy}
              onClick={() => {
                setEditing(null);
                setForm(blank());
              }}
            >
              Keep the old time
            </Button>
          )}
        </div>
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </form>
    </Card>
  );
}

export function lengthLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? "" : h === 1 ? "1 hour" : `${h} hours`;
  if (!hours) return `${m} minutes`;
  return m ? `${hours} ${m} minutes` : hours;
}
