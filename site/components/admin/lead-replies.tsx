"use client";
// Replies from a lead (issue 33.6): pick a template, read it filled in for
// this customer, change what needs changing, and send it by email (in the
// thread of the acknowledgement they were sent) or open it in WhatsApp. The
// lead's history keeps what was sent and how.
import type { ReplySend } from "@/generated/types";
import { useEffect, useId, useState } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { leadPage, type LeadPage } from "./schemas";
import { Alert, Button, Card, btn, inputClass, labelClass } from "./ui";
import { fieldMessages, leadReplies, replySent } from "./visit-schemas";

type Replies = { replies: { key: string; label: string; text: string }[]; email: boolean; whatsapp: boolean };

export function LeadReplies({ page, onPage }: { page: LeadPage; onPage: (page: LeadPage) => void }) {
  const { api } = useInbox();
  const uid = useId();
  const lead = page.lead;
  const [data, setData] = useState<Replies | null>(null);
  const [key, setKey] = useState("");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [chat, setChat] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.call("GET", `/leads/${lead.id}/replies`, leadReplies).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, lead.id]);

  const choose = (k: string) => {
    setKey(k);
    setText(data?.replies.find((r) => r.key === k)?.text ?? "");
    setDone(null);
    setError(null);
    setChat(null);
  };

  const send = async (channel: "email" | "whatsapp") => {
    setBusy(true);
    setError(null);
    setDone(null);
    setChat(null);
    try {
      const body = { template: key, text, channel, version: lead.version } satisfies ReplySend;
      const answer = await api.call("POST", `/leads/${lead.id}/replies`, replySent, body);
      onPage(answer.page);
      if (channel === "whatsapp" && answer.whatsapp) {
        setChat(answer.whatsapp);
        setDone("Recorded. Open WhatsApp to send it.");
      } else {
        setDone("Reply queued to send by email.");
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body && typeof e.body === "object" && "current" in e.body) {
        const current = leadPage.safeParse((e.body as { current: unknown }).current);
        if (current.success) onPage(current.data);
      }
      const fields = e instanceof ApiError ? fieldMessages(e.body) : {};
      setError(fields.text ?? messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Reply</h2>
      {!data ? (
        error ? (
          <Alert>{error}</Alert>
        ) : (
          <p className="mt-2 text-sm text-muted">Loading templates…</p>
        )
      ) : (
        <div className="mt-2 space-y-3">
          <div>
            <label htmlFor={`${uid}-template`} className={labelClass}>
              Template
            </label>
            <select id={`${uid}-template`} value={key} onChange={(e) => choose(e.target.value)} className={inputClass}>
              <option value="">Choose a template…</option>
              {data.replies.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          {key && (
            <>
              <div>
                <label htmlFor={`${uid}-text`} className={labelClass}>
                  Message (change anything before sending)
                </label>
                <textarea
                  id={`${uid}-text`}
                  value={text}
                  maxLength={1000}
                  rows={6}
                  onChange={(e) => setText(e.target.value)}
                  className={`${inputClass} py-2`}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button tone="primary" disabled={busy || !data.email} onClick={() => void send("email")}>
                  Send by email
                </Button>
                <Button tone="whatsapp" disabled={busy || !data.whatsapp} onClick={() => void send("whatsapp")}>
                  Send by WhatsApp
                </Button>
              </div>
              {(!data.email || !data.whatsapp) && (
                <p className="text-xs text-muted">
                  {!data.email && "No email address on this lead. "}
                  {!data.whatsapp && "The number is not a UK mobile, so WhatsApp cannot reach it."}
                </p>
              )}
            </>
          )}
          <Alert>{error}</Alert>
          <Alert tone="success">{done}</Alert>
          {chat && (
            <a href={chat} target="_blank" rel="noopener noreferrer" className={btn("whatsapp", "w-full")}>
              Open WhatsApp with this message
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
