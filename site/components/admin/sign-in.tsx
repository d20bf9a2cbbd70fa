"use client";
// Sign-in: email and password to POST /api/admin/session. The API's own
// message is shown as it is, so a lockout says how long it lasts. 'Forgot
// your password?' leads to the emailed reset link (password-reset.tsx).
import type { SignIn } from "@/generated/types";
import { useId, useMemo, useState, type FormEvent } from "react";
import { ApiError, client, messageOf } from "./api";
import { session, type Session } from "./schemas";
import { Alert, btn, inputClass, labelClass } from "./ui";

export function SignIn({
  notice,
  onSignedIn,
  onForgot,
}: {
  notice?: string;
  onSignedIn: (s: Session) => void;
  /** 'Forgot your password?', with the email typed so far. */
  onForgot: (email: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown once the API says this account has a second factor (`needsCode`).
  const [needsCode, setNeedsCode] = useState(false);
  // No session yet, so no CSRF token: the API checks this request's Origin itself.
  const api = useMemo(
    () =>
      client(
        () => null,
        () => {},
      ),
    [],
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const code = String(form.get("code") ?? "").replace(/\s/g, "");
    if (!email || !password) {
      setError("Enter your email address and password.");
      return;
    }
    if (needsCode && !code) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        await api.call(
          "POST",
          "/session",
          session,
          (needsCode ? { email, password, code } : { email, password }) satisfies SignIn,
        ),
      );
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.body &&
        typeof err.body === "object" &&
        (err.body as { needsCode?: unknown }).needsCode === true
      )
        setNeedsCode(true);
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Sign in to your inbox</h1>
      <p className="mt-2 text-sm text-muted">For the business owner only. Accounts are created on the server.</p>
      {notice && (
        <div className="mt-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-4 rounded-xl border border-line bg-white p-5 shadow-sm"
      >
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email address
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
        {needsCode && (
          <div>
            <label htmlFor={`${id}-code`} className={labelClass}>
              Code from your authenticator app
            </label>
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={8}
              className={inputClass}
              autoFocus
            />
          </div>
        )}
        <Alert>{error}</Alert>
        <button type="submit" disabled={busy} className={btn("primary", "w-full text-base")}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        <button
          type="button"
          onClick={(e) => onForgot(String(new FormData(e.currentTarget.form ?? undefined).get("email") ?? "").trim())}
          className={btn("quiet", "w-full")}
        >
          Forgot your password?
        </button>
      </form>
    </div>
  );
}
