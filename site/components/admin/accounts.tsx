"use client";
// The owner's screens for the team (issue 33.7): the accounts with their
// roles (add one, make it owner or staff, sign it out, remove it; the only
// owner stays an owner) and the audit log of who did what. Staff never see
// these in the menu, and the API refuses them anyway.
import type { NewAccount, RoleChange } from "@/generated/types";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime } from "./format";
import { accountList, auditPage, roles, type AccountList, type AuditPage, type Role } from "./schemas";
import { Alert, Button, Card, Loading, Pager, Pill, inputClass, labelClass } from "./ui";

export const roleLabel: Record<Role, string> = { owner: "Owner", staff: "Staff" };
const roleSays: Record<Role, string> = {
  owner: "everything, including accounts, people's data and money",
  staff: "leads, notes, replies, quotes and visits",
};

export function AccountsView() {
  const { api } = useInbox();
  const id = useId();
  const [data, setData] = useState<AccountList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("staff");

  useEffect(() => {
    let live = true;
    api.call("GET", "/accounts", accountList).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const change = useCallback(
    async (method: "POST" | "DELETE", path: string, success: string, body?: unknown) => {
      setBusy(true);
      setError(null);
      setDone(null);
      try {
        setData(await api.call(method, path, accountList, body));
        setDone(success);
        return true;
      } catch (e) {
        setError(messageOf(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api],
  );

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const body = { email: email.trim(), password, role } satisfies NewAccount;
    if (await change("POST", "/accounts", `${body.email} can now sign in as ${roleLabel[role].toLowerCase()}.`, body)) {
      setEmail("");
      setPassword("");
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        Accounts
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Who can sign in to the inbox. An owner sees {roleSays.owner}; staff see {roleSays.staff}. There is always at
        least one owner.
      </p>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </div>
      {!data ? (
        !error && <Loading />
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Accounts">
          {data.accounts.map((a) => {
            const other: Role = a.role === "owner" ? "staff" : "owner";
            // The only owner stays one (the API refuses it too): no button to try.
            const onlyOwner = a.role === "owner" && data.accounts.filter((x) => x.role === "owner").length === 1;
            return (
              <li key={a.id}>
                <Card>
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="mr-1 break-all font-semibold text-ink">{a.email}</p>
                    <Pill tone={a.role === "owner" ? "brand" : "slate"}>
                      <span data-role="">{roleLabel[a.role]}</span>
                    </Pill>
                    {a.you && <Pill tone="accent">You</Pill>}
                  </div>
                  <p className="mt-1 text-xs text-muted">
                    Added {dateTime(a.createdAt)} ·{" "}
                    {a.lastSignInAt ? `last signed in ${dateTime(a.lastSignInAt)}` : "never signed in"}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {!onlyOwner && (
                      <Button
                        tone="outline"
                        disabled={busy}
                        onClick={() =>
                          void change(
                            "POST",
                            `/accounts/${a.id}/role`,
                            `${a.email} is now ${roleLabel[other].toLowerCase()}.`,
                            { role: other } satisfies RoleChange,
                          )
                        }
                      >
                        Make {roleLabel[other].toLowerCase()}
                      </Button>
                    )}
                    {!a.you && (
                      <Button
                        tone="outline"
                        disabled={busy}
                        onClick={() =>
                          void change("POST", `/accounts/${a.id}/sign-out`, `${a.email} is signed out everywhere.`)
                        }
                      >
                        Sign out everywhere
                      </Button>
                    )}
                    {!a.you && (
                      <Button
                        tone="danger"
                        disabled={busy}
                        onClick={() => {
                          if (window.confirm(`Remove ${a.email}? They can no longer sign in.`))
                            void change("DELETE", `/accounts/${a.id}`, `${a.email} is removed.`);
                        }}
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <Card className="mt-6">
        <h2 className="text-lg font-bold text-ink">Add an account</h2>
        <p className="mt-1 text-sm text-muted">
          Give the person this password yourself. They can choose their own later with &lsquo;Forgot your
          password?&rsquo; on the sign-in page.
        </p>
        <form onSubmit={add} className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
              required
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className={labelClass}>
              Password (12 characters or more)
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
              required
            />
          </div>
          <div>
            <label htmlFor={`${id}-role`} className={labelClass}>
              Role
            </label>
            <select
              id={`${id}-role`}
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className={inputClass}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-3">
            <Button type="submit" tone="primary" disabled={busy}>
              Add account
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

/** The audit log: who did what and when, newest first; never a customer's name. */
export function AuditView() {
  const { api } = useInbox();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.call("GET", `/audit?page=${page}`, auditPage).then(
      (d) => live && setData(d),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, page]);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold tracking-tight text-ink">
        Audit log
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Everything done in the inbox and on the server&rsquo;s command line, and by which account. Customers are named
        by their lead&rsquo;s number only.
      </p>
      <div className="mt-4">
        <Alert>{error}</Alert>
      </div>
      {!data ? (
        !error && <Loading />
      ) : (
        <ol className="mt-4 divide-y divide-line rounded-xl border border-line bg-white" aria-label="Audit log">
          {data.entries.map((e, i) => (
            <li key={i} className="px-4 py-2 text-sm">
              <p className="text-ink">{e.action}</p>
              <p className="text-xs text-muted">
                <time dateTime={e.at}>{dateTime(e.at)}</time> · {e.by}
                {e.client === "cli" && " · command line"}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}
