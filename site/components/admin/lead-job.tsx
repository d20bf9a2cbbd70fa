"use client";
// The job written on a won lead, on the phone (issue 34.4): the story in the
// customer's terms, saved a moment after each change with the problems
// `codegen check` would find shown under each field; the photographs, several
// at once from the camera or the library, each with its description and
// caption; and the one a link preview uses, with the point its crop keeps.
import type { JobDraftSave } from "@/generated/types";
import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { jobDraft, maybeJobDraft, type JobDraft } from "./job-schemas";
import { Alert, Button, Card, btn, inputClass, labelClass } from "./ui";
import { JobPhotos } from "./lead-job-photos";

/** The story fields, with the API's name and the check's name for each. */
const story = [
  { key: "problem", check: "problem", label: "What the customer found", hint: "The problem, in a sentence or two." },
  { key: "workDone", check: "work_done", label: "What was done", hint: "What our engineer did." },
  { key: "outcome", check: "outcome", label: "How it ended", hint: "What works now, what was checked, what was left." },
] as const;

const properties = [
  ["residential", "Residential"],
  ["commercial", "Commercial"],
  ["high-rise", "High-rise"],
  ["industrial", "Industrial"],
] as const;

type Form = {
  serviceSlug: string;
  areaSlug: string;
  neighbourhoodSlug: string;
  completedMonth: string;
  property: string;
  problem: string;
  workDone: string;
  outcome: string;
  tookUnit: string;
  tookAmount: string;
  priceFrom: string;
  priceTo: string;
};

const formOf = (d: JobDraft): Form => ({
  serviceSlug: d.serviceSlug,
  areaSlug: d.areaSlug,
  neighbourhoodSlug: d.neighbourhoodSlug ?? "",
  completedMonth: d.completedMonth,
  property: d.property,
  problem: d.problem,
  workDone: d.workDone,
  outcome: d.outcome,
  tookUnit: d.took.unit,
  tookAmount: String(d.took.amount),
  priceFrom: d.priceFromPounds === null ? "" : String(d.priceFromPounds),
  priceTo: d.priceToPounds === null ? "" : String(d.priceToPounds),
});

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : undefined);

export function LeadJob({ leadId }: { leadId: number }) {
  const { api } = useInbox();
  const uid = useId();
  const [draft, setDraft] = useState<JobDraft | null | undefined>(undefined);
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const version = useRef<number | null>(null);

  const take = useCallback((d: JobDraft | null, refill: boolean) => {
    setDraft(d);
    version.current = d?.version ?? null;
    if (d && refill) setForm(formOf(d));
  }, []);

  useEffect(() => {
    let live = true;
    api
      .call("GET", `/leads/${leadId}/job`, maybeJobDraft)
      .then((d) => live && take(d, true))
      .catch((e: unknown) => live && setError(messageOf(e)));
    return () => {
      live = false;
    };
  }, [api, leadId, take]);

  async function save(f: Form | null) {
    setSaving(true);
    setError(null);
    const body: JobDraftSave = f
      ? {
          serviceSlug: f.serviceSlug.trim(),
          areaSlug: f.areaSlug.trim(),
          neighbourhoodSlug: f.neighbourhoodSlug.trim(),
          completedMonth: f.completedMonth,
          property: f.property,
          problem: f.problem,
          workDone: f.workDone,
          outcome: f.outcome,
          took: { unit: f.tookUnit, amount: whole(f.tookAmount) ?? 0 },
          priceFromPounds: whole(f.priceFrom),
          priceToPounds: whole(f.priceTo),
          version: version.current ?? undefined,
        }
      : {};
    try {
      take(await api.call("PUT", `/leads/${leadId}/job`, jobDraft, body), f === null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // Changed on another screen: show that version, and say so.
        const d = await api.call("GET", `/leads/${leadId}/job`, maybeJobDraft).catch(() => null);
        if (d) take(d, true);
      }
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  }

  /** A change, saved a moment after the typing stops. */
  function change(patch: Partial<Form>) {
    if (!form) return;
    const next = { ...form, ...patch };
    setForm(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next), 900);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (draft === undefined) {
    return (
      <Card>
        <h2 className="text-lg font-bold text-ink">The job, for the website</h2>
        {error ? <Alert>{error}</Alert> : <p className="mt-2 text-sm text-muted">Loading…</p>}
      </Card>
    );
  }

  if (draft === null || !form) {
    return (
      <Card>
        <h2 className="text-lg font-bold text-ink">The job, for the website</h2>
        <p className="mt-2 text-sm text-muted">
          Write this job up with a few photographs. The customer is asked before anything is shown.
        </p>
        {error && <Alert>{error}</Alert>}
        <Button className="mt-3" onClick={() => void save(null)} disabled={saving}>
          Write up this job
        </Button>
      </Card>
    );
  }

  const said = (field: string) =>
    draft.problems.filter((p) => p.field === field || p.field.split(", ").includes(field));
  const problemsOf = (field: string, id: string) => {
    const list = said(field);
    return list.length === 0 ? null : (
      <ul id={id} className="mt-1 space-y-1 text-sm text-red-800">
        {list.map((p, i) => (
          <li key={i}>{p.message}</li>
        ))}
      </ul>
    );
  };
  const field = (key: keyof Form, label: string, check: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `${uid}-${key}`;
    const has = said(check).length > 0;
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          value={form[key]}
          onChange={(e) => change({ [key]: e.target.value })}
          aria-invalid={has || undefined}
          aria-describedby={has ? `${id}-p` : undefined}
          className={inputClass}
          {...extra}
        />
        {problemsOf(check, `${id}-p`)}
      </div>
    );
  };

  return (
    <Card>
      <h2 id={`${uid}-title`} className="text-lg font-bold text-ink">
        The job, for the website
      </h2>
      <p className="mt-1 text-sm text-muted">
        {saving ? "Saving…" : `Saved as ${draft.slug} (version ${draft.version}).`} Problems are listed under each
        field; the customer is asked before anything is shown.
      </p>
      {error && <Alert>{error}</Alert>}
      <form className="mt-3 space-y-3" aria-labelledby={`${uid}-title`} noValidate onSubmit={(e) => e.preventDefault()}>
        {story.map((s) => {
          const id = `${uid}-${s.key}`;
          const has = said(s.check).length > 0;
          return (
            <div key={s.key}>
              <label htmlFor={id} className={labelClass}>
                {s.label}
              </label>
              <p className="mb-1 text-xs text-muted">{s.hint}</p>
              <textarea
                id={id}
                rows={3}
                maxLength={2000}
                value={form[s.key]}
                onChange={(e) => change({ [s.key]: e.target.value })}
                aria-invalid={has || undefined}
                aria-describedby={has ? `${id}-p` : undefined}
                className={`${inputClass} py-2`}
              />
              {problemsOf(s.check, `${id}-p`)}
            </div>
          );
        })}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${uid}-property`} className={labelClass}>
              Property
            </label>
            <select
              id={`${uid}-property`}
              value={form.property}
              onChange={(e) => change({ property: e.target.value })}
              className={inputClass}
            >
              {properties.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
            {problemsOf("property", `${uid}-property-p`)}
          </div>
          {field("completedMonth", "Month finished", "completed", { type: "month" })}
          <div>
            <label htmlFor={`${uid}-tookAmount`} className={labelClass}>
              Time taken
            </label>
            <div className="flex gap-2">
              <input
                id={`${uid}-tookAmount`}
                inputMode="numeric"
                value={form.tookAmount}
                onChange={(e) => change({ tookAmount: e.target.value })}
                className={`${inputClass} w-24`}
              />
              <select
                aria-label="Hours or days"
                value={form.tookUnit}
                onChange={(e) => change({ tookUnit: e.target.value })}
                className={inputClass}
              >
                <option value="hours">hours</option>
                <option value="days">days</option>
              </select>
            </div>
            {problemsOf("took", `${uid}-took-p`)}
          </div>
          {field("serviceSlug", "Service (its address on the site)", "service")}
          {field("areaSlug", "Area (its address on the site)", "area")}
          {field("neighbourhoodSlug", "Neighbourhood, if the customer agrees (optional)", "neighbourhood")}
          {field("priceFrom", "Price band from £ (optional)", "price", { inputMode: "numeric" })}
          {field("priceTo", "Price band to £ (optional)", "price", { inputMode: "numeric" })}
        </div>
      </form>
      <JobPhotos
        leadId={leadId}
        draft={draft}
        problemsOf={problemsOf}
        onDraft={(d) => take(d, false)}
        onError={setError}
      />
      <p className="mt-3">
        <button type="button" className={btn("outline")} onClick={() => void save(form)} disabled={saving}>
          Save now
        </button>
      </p>
    </Card>
  );
}
