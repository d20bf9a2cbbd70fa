"use client";
// Password reset by an emailed link (issue 23.8). 'Forgot your password?'
// asks POST /api/admin/password-reset for a link, whose answer is the same
// whether or not the address has an account; the link opens /admin/ with
// `#reset=<token>`, where the owner chooses a new password
// (POST /api/admin/password-reset/complete) and then signs in as usual. No
// session yet, so no CSRF token: the API checks these requests' Origin.
import type { ResetCompletion, ResetRequest } from "@/generated/types";
import { useId, useMemo, useState, type FormEvent } from "react";
import { client, messageOf } from "./api";
import { MIN_PASSWORD_CHARS, newPassword, resetAnswer } from "./schemas";
import { Alert, btn, inputClass, labelClass } from "./ui";

function useNoSessionClient() {
  return useMemo(
    () =>
      client(
        () => null,
        () => {},
      ),
    [],
  );
}

const card = "mt-6 space-y-4 rounded-xl border border-line bg-white p-5 shadow-sm";

/** The email form, then the API's one answer, with the way back to sign-in. */
export function ForgotPassword({ email: typed, onBack }: { email?: string; onBack: () => void }) {
  const id = useId();
  const api = useNoSessionClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError("Enter the email address of your inbox account.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent((await api.call("POST", "/password-reset", resetAnswer, { email } satisfies ResetRequest)).message);
    } catch (err) {
      setError(messageOf(err));
    }
    setBusy(false);
  };

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Reset your password</h1>
      <p className="mt-2 text-sm text-muted">
        Enter the email address of your inbox account and we&apos;ll email you a link to choose a new password.
      </p>
      {sent ? (
        <div className={card}>
          <Alert tone="success">{sent}</Alert>
          <p className="text-sm text-muted">
            Nothing after a few minutes? Check your spam folder, and that the address is the one you sign in with.
          </p>
          <button type="button" onClick={onBack} className={btn("outline", "w-full text-base")}>
            Back to sign in
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className={card}>
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              Email address
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={typed}
              required
              autoFocus
              className={inputClass}
            />
          </div>
          <Alert>{error}</Alert>
          <button type="submit" disabled={busy} className={btn("primary", "w-full text-base")}>
            {busy ? "Sending…" : "Email me a link"}
          </button>
          <button type="button" onClick={onBack} className={btn("quiet", "w-full")}>
            Back to sign in
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * The form the emailed link opens: the new password twice, the rules shown
 * beside it and checked before sending; the API's refusal (an expired or
 * used link, a rule only it can check) is shown in the form.
 */
export function ChooseNewPassword({
  token,
  onChanged,
  onAskAgain,
}: {
  token: string;
  onChanged: (message: string) => void;
  onAskAgain: () => void;
}) {
  const id = useId();
  const api = useNoSessionClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    const again = String(form.get("again") ?? "");
    if (!password) {
      setError("Enter a new password.");
      return;
    }
    const checked = newPassword.safeParse(password);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Choose a longer password.");
      return;
    }
    if (password !== again) {
      setError("The two passwords are different. Type the same password in both boxes.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onChanged(
        (await api.call("POST", "/password-reset/complete", resetAnswer, { token, password } satisfies ResetCompletion))
          .message,
      );
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Choose a new password</h1>
      <p className="mt-2 text-sm text-muted">
        For your inbox account. Every browser signed in to it will be signed out, this one included.
      </p>
      <form onSubmit={submit} noValidate className={card}>
        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            New password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={`${id}-rules`}
            autoFocus
            className={inputClass}
          />
          <p id={`${id}-rules`} className="mt-1 text-sm text-muted">
            At least {MIN_PASSWORD_CHARS} characters, and not your email address. A few unrelated words are easy to
            remember and hard to guess.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-again`} className={labelClass}>
            The same password again
          </label>
          <input
            id={`${id}-again`}
            name="again"
            type="password"
            autoComplete="new-password"
            required
            className={inputClass}
          />
        </div>
        <Alert>{error}</Alert>
        <button type="submit" disabled={busy} className={btn("primary", "w-full text-base")}>
          {busy ? "Changing…" : "Change password"}
        </button>
        <button type="button" onClick={onAskAgain} className={btn("quiet", "w-full")}>
          Ask for a new link
        </button>
      </form>
    </div>
  );
}
