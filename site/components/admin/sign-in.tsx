"use client";
// Sign-in: email and password to POST /api/admin/session. The API's own
// message is shown as it is, so a lockout says how long it lasts.
import { useId, useMemo, useState, type FormEvent } from "react";
import { client, messageOf } from "./api";
import { session, type Session } from "./schemas";
import { Alert, btn, inputClass, labelClass } from "./ui";

export function SignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: (s: Session) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // No session yet, so no CSRF token: the API checks this request's Origin itself.
  const api = useMemo(() => client(() => null, () => {}), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError("Enter your email address and password.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.call("POST", "/session", session, { email, password }));
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Sign in to your inbox</h1>
      <p className="mt-2 text-sm text-muted">For the business owner only. Accounts are created on the server.</p>
      {notice && <div className="mt-4"><Alert tone="info">{notice}</Alert></div>}
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-xl border border-line bg-white p-5 shadow-sm">
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>Email address</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>Password</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required className={inputClass} />
        </div>
        <Alert>{error}</Alert>
        <button type="submit" disabled={busy} className={btn("primary", "w-full text-base")}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </div>
  );
}
