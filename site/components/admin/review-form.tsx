"use client";
// Recording a review that has appeared (issue 34.2): where it is, its link,
// the stars and words exactly as published, the day, and the customer as the
// review names them (first name and town only). Each field the API refuses
// shows its own message beside it.
import type { NewReview } from "@/generated/types";
import { useId, useState, type FormEvent } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { londonDay } from "./format";
import { recordedReview, type LeadReviews } from "./review-schemas";
import { Alert, Button, btn, inputClass, labelClass } from "./ui";
import { fieldMessages } from "./visit-schemas";

type Form = Omit<NewReview, "rating" | "service" | "area"> & { rating: number; service: string };

export function RecordReview({
  id,
  data,
  onRecorded,
}: {
  id: number;
  data: LeadReviews;
  onRecorded: () => Promise<void>;
}) {
  const { api } = useInbox();
  const uid = useId();
  const blank = (): Form => ({
    platform: data.platforms[0]?.key ?? "",
    url: "",
    rating: 0,
    text: "",
    publishedOn: londonDay(0),
    firstName: "",
    town: "",
    service: data.defaultService ?? "",
  });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(blank);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    setFields({});
    try {
      const body = { ...form, service: form.service || undefined } satisfies NewReview;
      await api.call("POST", `/leads/${id}/reviews`, recordedReview, body);
      setForm(blank());
      setOpen(false);
      setDone("Review recorded: it is ready for the website.");
      await onRecorded();
    } catch (err) {
      const f = err instanceof ApiError ? fieldMessages(err.body) : {};
      setFields(f);
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Form | "area") =>
    fields[name] ? { "aria-invalid": true, "aria-describedby": `${uid}-${name}-error` } : {};
  const message = (name: keyof Form | "area") =>
    fields[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1 text-sm text-emergency-700">
        {fields[name]}
      </p>
    );

  if (!open) {
    return (
      <div className="space-y-2">
        <Alert tone="success">{done}</Alert>
        <Button tone="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          Record a review
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="text-base font-semibold text-ink">
        Record a review
      </h3>
      <div>
        <label htmlFor={`${uid}-platform`} className={labelClass}>
          Where it was published
        </label>
        <select
          id={`${uid}-platform`}
          value={form.platform}
          onChange={(e) => set("platform", e.target.value)}
          className={inputClass}
          {...field("platform")}
        >
          {data.platforms.map((p) => (
            <option key={p.key} value={p.key}>
              {p.name}
            </option>
          ))}
        </select>
        {message("platform")}
      </div>
      <div>
        <label htmlFor={`${uid}-url`} className={labelClass}>
          Link to the review
        </label>
        <input
          id={`${uid}-url`}
          type="url"
          required
          maxLength={500}
          inputMode="url"
          value={form.url}
          onChange={(e) => set("url", e.target.value)}
          placeholder="https://"
          className={inputClass}
          {...field("url")}
        />
        {message("url")}
      </div>
      <fieldset>
        <legend className={labelClass}>Stars, as published</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={btn(form.rating === n ? "primary" : "outline", "flex-1 cursor-pointer px-0")}>
              <input
                type="radio"
                name={`${uid}-rating`}
                value={n}
                required
                checked={form.rating === n}
                onChange={() => set("rating", n)}
                className="sr-only"
              />
              {n}
              <span className="sr-only"> {n === 1 ? "star" : "stars"}</span>
            </label>
          ))}
        </div>
        {message("rating")}
      </fieldset>
      <div>
        <label htmlFor={`${uid}-text`} className={labelClass}>
          The words, exactly as published
        </label>
        <textarea
          id={`${uid}-text`}
          required
          minLength={20}
          maxLength={2000}
          rows={5}
          value={form.text}
          onChange={(e) => set("text", e.target.value)}
          className={`${inputClass} py-2`}
          {...field("text")}
        />
        {message("text")}
      </div>
      <div>
        <label htmlFor={`${uid}-date`} className={labelClass}>
          Published on
        </label>
        <input
          id={`${uid}-date`}
          type="date"
          required
          max={londonDay(0)}
          value={form.publishedOn}
          onChange={(e) => set("publishedOn", e.target.value)}
          className={inputClass}
          {...field("publishedOn")}
        />
        {message("publishedOn")}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${uid}-first`} className={labelClass}>
            Customer’s first name
          </label>
          <input
            id={`${uid}-first`}
            required
            maxLength={30}
            autoComplete="off"
            value={form.firstName}
            onChange={(e) => set("firstName", e.target.value)}
            className={inputClass}
            {...field("firstName")}
          />
          {message("firstName")}
        </div>
        <div>
          <label htmlFor={`${uid}-town`} className={labelClass}>
            Town or neighbourhood
          </label>
          <input
            id={`${uid}-town`}
            required
            list={`${uid}-towns`}
            autoComplete="off"
            value={form.town}
            onChange={(e) => set("town", e.target.value)}
            className={inputClass}
            {...field("town")}
          />
          <datalist id={`${uid}-towns`}>
            {data.towns.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          {message("town")}
          {message("area")}
        </div>
      </div>
      <div>
        <label htmlFor={`${uid}-service`} className={labelClass}>
          Service it is about
        </label>
        <select
          id={`${uid}-service`}
          required
          value={form.service}
          onChange={(e) => set("service", e.target.value)}
          className={inputClass}
          {...field("service")}
        >
          <option value="">Choose a service…</option>
          {data.services.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </select>
        {message("service")}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" tone="primary" disabled={busy}>
          Save the review
        </Button>
        <Button tone="outline" disabled={busy} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      <Alert>{error}</Alert>
    </form>
  );
}
