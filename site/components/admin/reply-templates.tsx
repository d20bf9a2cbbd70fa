"use client";
// The reply templates screen (issue 33.6): the five replies in the owner's
// own words. Placeholders are filled in for each lead; one the inbox does
// not know is refused by name when saved.
import { useEffect, useId, useState } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { Alert, Button, Card, Loading, labelClass, inputClass } from "./ui";
import { fieldMessages, replyTemplates, type ReplyTemplates } from "./visit-schemas";

export function ReplyTemplatesView() {
  const { api } = useInbox();
  const [data, setData] = useState<ReplyTemplates | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.call("GET", "/reply-templates", replyTemplates).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (!data) return error ? <Alert>{error}</Alert> : <Loading />;
  return (
    <section aria-labelledby="templates-title">
      <h1 id="templates-title" className="text-2xl font-bold text-ink">
        Reply templates
      </h1>
      <p className="mt-1 text-sm text-muted">
        Filled in for each lead: {data.placeholders.join(", ")}. Everything else is sent as you write it.
      </p>
      <div className="mt-4 space-y-4">
        {data.templates.map((t) => (
          <Template key={t.key} template={t} onSaved={setData} />
        ))}
      </div>
    </section>
  );
}

function Template({
  template,
  onSaved,
}: {
  template: ReplyTemplates["templates"][number];
  onSaved: (d: ReplyTemplates) => void;
}) {
  const { api, role } = useInbox();
  // The words are the owner's (the API refuses staff a change); staff read them.
  const canEdit = role === "owner";
  const uid = useId();
  const [body, setBody] = useState(template.body);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = async (words: string | null) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await api.call("PUT", `/reply-templates/${template.key}`, replyTemplates, { body: words });
      onSaved(answer);
      // As stored: trimmed, or the built-in words again.
      setBody(answer.templates.find((t) => t.key === template.key)?.body ?? body);
      setDone(words === null ? "Back to the built-in words." : "Saved.");
    } catch (e) {
      setError((e instanceof ApiError && fieldMessages(e.body).body) || messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <form
        aria-label={template.label}
        onSubmit={(e) => {
          e.preventDefault();
          void save(body);
        }}
      >
        <label htmlFor={`${uid}-body`} className={labelClass}>
          {template.label}
          {template.edited && <span className="ml-2 text-xs font-normal text-muted">(your words)</span>}
        </label>
        <textarea
          id={`${uid}-body`}
          value={body}
          maxLength={1000}
          rows={5}
          onChange={(e) => setBody(e.target.value)}
          readOnly={!canEdit}
          className={`${inputClass} py-2`}
        />
        {canEdit ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" tone="primary" disabled={busy}>
              Save
            </Button>
            {template.edited && (
              <Button tone="outline" disabled={busy} onClick={() => void save(null)}>
                Use the built-in words
              </Button>
            )}
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">Only the owner can change these words.</p>
        )}
        <div className="mt-2 space-y-2">
          <Alert>{error}</Alert>
          <Alert tone="success">{done}</Alert>
        </div>
      </form>
    </Card>
  );
}
