"use client";
// Subject-access and erasure requests (decision 30): find everything held
// about one email address or phone number, download it as JSON, or erase it
// after typing the address or number again to confirm.
import type { WhoField } from "@/generated/types";
import { useId, useState, type FormEvent } from "react";
import { messageOf, query } from "./api";
import { useInbox } from "./context";
import { dateTime } from "./format";
import { erased, person, type Erased, type Person } from "./schemas";
import { Alert, Button, Card, inputClass, labelClass } from "./ui";

export function PeopleView() {
  const { api } = useInbox();
  const id = useId();
  const [who, setWho] = useState("");
  const [found, setFound] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [outcome, setOutcome] = useState<Erased | null>(null);

  const look = async (e: FormEvent) => {
    e.preventDefault();
    const w = who.trim();
    if (!w) return setError("Enter an email address or phone number.");
    setBusy(true);
    setError(null);
    setOutcome(null);
    setConfirm("");
    try {
      setFound(await api.call("GET", `/people${query({ who: w })}`, person));
    } catch (err) {
      setFound(null);
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    if (!found) return;
    // The export is built in the browser from what was just fetched: no file is written on the server.
    const blob = new Blob([JSON.stringify(found, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `personal-data-${found.who.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const erase = async () => {
    if (!found) return;
    setBusy(true);
    setError(null);
    try {
      setOutcome(await api.call("POST", "/people/erase", erased, { who: found.who } satisfies WhoField));
      setFound(null);
      setConfirm("");
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const nothing = found && found.enquiries.length + found.subscribers.length + found.mail.length === 0;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        People
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        When someone asks what you hold about them, or asks you to delete it: search by their email address or phone
        number, then download or erase.
      </p>
      <form role="search" onSubmit={look} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-who`} className={labelClass}>
            Email address or phone number
          </label>
          <input
            id={`${id}-who`}
            value={who}
            onChange={(e) => setWho(e.target.value)}
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <Button type="submit" disabled={busy}>
          Find
        </Button>
      </form>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        {outcome && (
          <Alert tone="success">
            Erased: {outcome.enquiries} {outcome.enquiries === 1 ? "enquiry" : "enquiries"}, {outcome.subscribers}{" "}
            newsletter {outcome.subscribers === 1 ? "subscription" : "subscriptions"} and {outcome.mail}{" "}
            {outcome.mail === 1 ? "email" : "emails"}.
          </Alert>
        )}
      </div>
      {nothing && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          Nothing is held about {found.who}.
        </p>
      )}
      {found && !nothing && (
        <div className="mt-4 space-y-4">
          <Card>
            <h2 className="text-lg font-bold text-ink">Held about {found.who}</h2>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              <li>
                {found.enquiries.length} {found.enquiries.length === 1 ? "enquiry" : "enquiries"}
              </li>
              <li>
                {found.subscribers.length} newsletter{" "}
                {found.subscribers.length === 1 ? "subscription" : "subscriptions"}
              </li>
              <li>
                {found.mail.length} {found.mail.length === 1 ? "email" : "emails"}
              </li>
            </ul>
            <Button className="mt-3" tone="primary" onClick={download}>
              Download as JSON
            </Button>
          </Card>
          {found.enquiries.length > 0 && (
            <Card>
              <h2 className="text-lg font-bold text-ink">Enquiries</h2>
              <ul className="mt-2 divide-y divide-line text-sm">
                {found.enquiries.map((e) => (
                  <li key={e.id} className="py-2">
                    <a href={`#/leads/${e.id}`} className="font-semibold text-brand-700 underline">
                      {e.name}: {e.service}
                    </a>
                    <p className="text-xs text-muted">
                      {dateTime(e.createdAt)} · {e.phone}
                      {e.email && ` · ${e.email}`}
                    </p>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {found.subscribers.length > 0 && (
            <Card>
              <h2 className="text-lg font-bold text-ink">Newsletter</h2>
              <ul className="mt-2 divide-y divide-line text-sm">
                {found.subscribers.map((s) => (
                  <li key={s.id} className="py-2">
                    {s.email} · {s.status} · consented {dateTime(s.consentedAt)}
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <Card className="border-emergency-600">
            <h2 className="text-lg font-bold text-emergency-700">Erase everything</h2>
            <p className="mt-1 text-sm text-ink">
              This deletes the enquiries, newsletter records and emails above for good. It cannot be undone.
            </p>
            <label htmlFor={`${id}-confirm`} className={`${labelClass} mt-3`}>
              Type <span className="font-mono">{found.who}</span> to confirm
            </label>
            <input
              id={`${id}-confirm`}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="off"
              className={inputClass}
            />
            <Button
              className="mt-3"
              tone="danger"
              disabled={busy || confirm.trim() !== found.who.trim()}
              onClick={erase}
            >
              Erase this person’s data
            </Button>
          </Card>
        </div>
      )}
    </section>
  );
}
