"use client";
// A job's photographs (issue 34.4): chosen several at once (a phone offers
// its camera), each uploaded on its own with its progress and its own error;
// each described and captioned; and one made the link preview by tapping it,
// then tapping the point to keep in view, with the 1.91:1 crop that gives.
import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { ApiError, messageOf } from "./api";
import { useInbox } from "./context";
import { jobDraft, type JobDraft, type JobPhoto } from "./job-schemas";
import { Alert, Button, inputClass, labelClass } from "./ui";

type Upload = { key: number; name: string; percent: number; error: string | null };
let nextKey = 1;

/** One file to the API by XHR (fetch reports no upload progress). */
function send(leadId: number, file: File, csrf: string | null, progress: (p: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/leads/${leadId}/job/photos`);
    xhr.setRequestHeader("accept", "application/json");
    if (csrf) xhr.setRequestHeader("x-csrf-token", csrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && progress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: say what the status means */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else {
        const said = (data as { error?: unknown } | null)?.error;
        reject(new ApiError(xhr.status, typeof said === "string" ? said : `The upload failed (HTTP ${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "The upload did not reach the server. Check your connection."));
    const form = new FormData();
    form.append("photo", file);
    xhr.send(form);
  });
}

export function JobPhotos({
  leadId,
  draft,
  problemsOf,
  onDraft,
  onError,
}: {
  leadId: number;
  draft: JobDraft;
  problemsOf: (field: string, id: string) => ReactNode;
  onDraft: (d: JobDraft) => void;
  onError: (m: string | null) => void;
}) {
  const { api } = useInbox();
  const uid = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [choosing, setChoosing] = useState<number | null>(null);

  async function add(files: FileList | null) {
    if (!files) return;
    const list = Array.from(files).map((f) => ({ file: f, key: nextKey++ }));
    setUploads((u) => [...u, ...list.map(({ file, key }) => ({ key, name: file.name, percent: 0, error: null }))]);
    const set = (key: number, patch: Partial<Upload>) =>
      setUploads((u) => u.map((x) => (x.key === key ? { ...x, ...patch } : x)));
    // One after another: a phone's connection is shared, and each answer
    // carries the whole draft, the last one newest.
    for (const { file, key } of list) {
      try {
        const data = await send(leadId, file, api.csrf(), (percent) => set(key, { percent }));
        const parsed = jobDraft.safeParse(data);
        if (parsed.success) onDraft(parsed.data);
        setUploads((u) => u.filter((x) => x.key !== key));
      } catch (e) {
        set(key, { error: messageOf(e) });
      }
    }
  }

  async function call(method: "PATCH" | "PUT" | "DELETE", path: string, body?: unknown) {
    onError(null);
    try {
      onDraft(await api.call(method, path, jobDraft, body));
    } catch (e) {
      onError(messageOf(e));
    }
  }

  function focus(photo: JobPhoto, e: MouseEvent<HTMLButtonElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.round(((e.clientX - box.left) / box.width) * 100);
    const y = Math.round(((e.clientY - box.top) / box.height) * 100);
    const clamp = (n: number) => Math.max(0, Math.min(100, Number.isFinite(n) ? n : 50));
    setChoosing(null);
    void call("PUT", `/leads/${leadId}/job/preview`, { photoId: photo.id, xPercent: clamp(x), yPercent: clamp(y) });
  }

  return (
    <section className="mt-5 space-y-3" aria-labelledby={`${uid}-photos`}>
      <h3 id={`${uid}-photos`} className="font-bold text-ink">
        Photographs
      </h3>
      <Alert tone="info">
        Nothing in a photograph may show where the customer lives or who they are: no house or close numbers, no number
        plates, no faces, no street signs. Take the work itself.
      </Alert>
      <div>
        <label htmlFor={`${uid}-file`} className={labelClass}>
          Add photographs (JPEG, PNG or WebP; on an iPhone, Most Compatible)
        </label>
        <input
          id={`${uid}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => {
            void add(e.target.files);
            e.target.value = "";
          }}
          className="block w-full text-sm"
        />
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-1 text-sm" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className={u.error ? "text-red-800" : "text-muted"}>
              {u.name}: {u.error ?? `uploading, ${u.percent}%`}
            </li>
          ))}
        </ul>
      )}
      {problemsOf("photos", `${uid}-photos-p`)}
      <ol className="grid gap-4 sm:grid-cols-2">
        {draft.photos.map((p, i) => {
          const preview = draft.preview?.photoId === p.id ? draft.preview : null;
          return (
            <li key={p.id} className="rounded-lg border border-line p-3">
              {choosing === p.id ? (
                <button
                  type="button"
                  onClick={(e) => focus(p, e)}
                  className="block w-full cursor-crosshair"
                  aria-label="Tap the point to keep in view"
                >
                  <img src={p.url} alt={p.alt || `Photograph ${i + 1}`} className="w-full rounded" />
                </button>
              ) : (
                <img src={p.url} alt={p.alt || `Photograph ${i + 1}`} className="w-full rounded" />
              )}
              {choosing === p.id && <p className="mt-1 text-sm font-semibold">Tap the point to keep in view.</p>}
              {preview && (
                <div className="mt-2">
                  <p className="text-xs text-muted">The link preview (1.91:1):</p>
                  <div
                    role="img"
                    aria-label="The link preview's crop"
                    className="w-full rounded border border-line bg-cover"
                    style={{
                      aspectRatio: "1.91 / 1",
                      backgroundImage: `url(${p.url})`,
                      backgroundPosition: `${preview.xPercent}% ${preview.yPercent}%`,
                    }}
                  />
                </div>
              )}
              <Button tone="outline" className="mt-2 w-full" onClick={() => setChoosing(p.id)}>
                {preview ? "Move the preview's point" : "Use as the link preview"}
              </Button>
              <Words
                photo={p}
                index={i}
                problemsOf={problemsOf}
                save={(body) => call("PATCH", `/job-photos/${p.id}`, body)}
              />
              <Button tone="quiet" className="mt-1" onClick={() => void call("DELETE", `/job-photos/${p.id}`)}>
                Delete photograph {i + 1}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A photograph's description and caption, saved when the field is left. */
function Words({
  photo,
  index,
  problemsOf,
  save,
}: {
  photo: JobPhoto;
  index: number;
  problemsOf: (field: string, id: string) => ReactNode;
  save: (body: { alt: string; caption: string }) => Promise<void>;
}) {
  const uid = useId();
  const [alt, setAlt] = useState(photo.alt);
  const [caption, setCaption] = useState(photo.caption);
  const leave = () => {
    if (alt !== photo.alt || caption !== photo.caption) void save({ alt, caption });
  };
  return (
    <div className="mt-2 space-y-2">
      <div>
        <label htmlFor={`${uid}-alt`} className={labelClass}>
          What photograph {index + 1} shows
        </label>
        <input
          id={`${uid}-alt`}
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={leave}
          className={inputClass}
        />
        {problemsOf(`photos[${index}].alt`, `${uid}-alt-p`)}
      </div>
      <div>
        <label htmlFor={`${uid}-caption`} className={labelClass}>
          Caption {index + 1}
        </label>
        <input
          id={`${uid}-caption`}
          value={caption}
          maxLength={300}
          onChange={(e) => setCaption(e.target.value)}
          onBlur={leave}
          className={inputClass}
        />
        {problemsOf(`photos[${index}].caption`, `${uid}-caption-p`)}
      </div>
    </div>
  );
}
