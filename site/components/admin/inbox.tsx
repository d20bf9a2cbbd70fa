"use client";
// The owner's inbox (decision 29): a client-side app inside the static /admin
// page. It asks the API who is signed in, shows the sign-in form when no one
// is, and otherwise the screen the URL's hash names. Every screen falls back
// to the sign-in form when the API answers 401 (session expired or ended).
// An emailed password-reset link (`#reset=<token>`) opens the form that
// chooses a new password, whoever is signed in.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { client, messageOf, type Client } from "./api";
import { useLive } from "./live";
import { number } from "./format";
import { InboxContext, hrefOf, parseRoute, resetToken, useInbox, type Route } from "./context";
import { session as sessionSchema, signedOut as signedOutSchema, type LeadCounts } from "./schemas";
import { SignIn } from "./sign-in";
import { ChooseNewPassword, ForgotPassword } from "./password-reset";
import { LeadsView } from "./leads";
import { LeadView } from "./lead";
import { MailView } from "./mail";
import { ResultsView } from "./results";
import { NewsletterView } from "./newsletter";
import { PeopleView } from "./people";
import { SessionsView } from "./sessions";
import { AlertsView } from "./alerts";
import { VisitsView } from "./visits";
import { ReplyTemplatesView } from "./reply-templates";
import { AccountsView, AuditView, roleLabel } from "./accounts";
import type { Role } from "./schemas";
import { Alert, Loading } from "./ui";

type State =
  | { kind: "checking" }
  // `forgot`: the form that asks for a reset link, with the email typed so far.
  | { kind: "signed-out"; notice?: string; forgot?: { email: string } }
  | { kind: "signed-in"; email: string; role: Role };

// `owner`: hidden from staff, whom the API refuses them anyway (issue 33.7).
const sections: { route: Route; label: string; owner?: true }[] = [
  { route: { name: "leads" }, label: "Leads" },
  { route: { name: "chase" }, label: "Quotes to chase" },
  { route: { name: "spam" }, label: "Spam" },
  { route: { name: "incomplete" }, label: "Incomplete" },
  { route: { name: "archived" }, label: "Archived" },
  { route: { name: "visits" }, label: "Visits" },
  { route: { name: "mail" }, label: "Mail log" },
  { route: { name: "results" }, label: "Results" },
  { route: { name: "newsletter" }, label: "Newsletter", owner: true },
  { route: { name: "people" }, label: "People", owner: true },
];

/** The URL's hash, and a way to drop it from the address bar and history. */
function useHash(): [string, () => void] {
  const [hash, setHash] = useState<string>("");
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const clear = useCallback(() => {
    // replaceState fires no hashchange: the copy kept here is cleared too.
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    setHash("");
  }, []);
  return [hash, clear];
}

export function InboxApp() {
  const [state, setState] = useState<State>({ kind: "checking" });
  const csrf = useRef<string | null>(null);
  const [hash, clearHash] = useHash();
  const route = parseRoute(hash);
  const reset = resetToken(hash);

  const signedOut = useCallback((notice?: string) => {
    csrf.current = null;
    setState({ kind: "signed-out", notice });
  }, []);
  // A 401 from any request: the session has ended. Not over a sign-out the
  // owner asked for (the live poll's answer can arrive just after it).
  const sessionEnded = useCallback(() => {
    csrf.current = null;
    setState((s) =>
      s.kind === "signed-out" ? s : { kind: "signed-out", notice: "Your session has ended. Please sign in again." },
    );
  }, []);
  // The getter reads csrf.current when a request is made, never during render.
  /* eslint-disable react-hooks/refs */
  const api = useMemo(() => client(() => csrf.current, sessionEnded), [sessionEnded]);
  /* eslint-enable react-hooks/refs */

  useEffect(() => {
    let live = true;
    api
      .call("GET", "/session", sessionSchema)
      .then((s) => {
        if (!live) return;
        csrf.current = s.csrfToken;
        setState({ kind: "signed-in", email: s.email, role: s.role });
      })
      .catch(() => live && setState({ kind: "signed-out" }));
    return () => {
      live = false;
    };
  }, [api]);

  // Signed in, the screens title the tab (SignedIn).
  useEffect(() => {
    if (reset) document.title = "Choose a new password | Inbox";
    else if (state.kind !== "signed-in") document.title = "Sign in | Inbox";
  }, [state.kind, reset]);

  if (reset)
    return (
      <Frame>
        <ChooseNewPassword
          token={reset}
          onChanged={(notice) => {
            // The link is spent: it leaves the address bar and the history.
            clearHash();
            csrf.current = null;
            setState({ kind: "signed-out", notice });
          }}
          onAskAgain={() => {
            clearHash();
            // Signed in on this browser already, the inbox is where to go.
            setState((s) => (s.kind === "signed-in" ? s : { kind: "signed-out", forgot: { email: "" } }));
          }}
        />
      </Frame>
    );

  if (state.kind === "checking")
    return (
      <Frame>
        <Loading />
      </Frame>
    );
  if (state.kind === "signed-out") {
    return (
      <Frame>
        {state.forgot ? (
          <ForgotPassword email={state.forgot.email} onBack={() => setState({ kind: "signed-out" })} />
        ) : (
          <SignIn
            notice={state.notice}
            onSignedIn={(s) => {
              csrf.current = s.csrfToken;
              setState({ kind: "signed-in", email: s.email, role: s.role });
            }}
            onForgot={(email) => setState({ kind: "signed-out", forgot: { email } })}
          />
        )}
      </Frame>
    );
  }
  return <SignedIn api={api} email={state.email} role={state.role} route={route} onSignedOut={signedOut} />;
}

/** The signed-in inbox: its screens, kept current by the pulse (live.ts). */
function SignedIn({
  api,
  email,
  role,
  route,
  onSignedOut,
}: {
  api: Client;
  email: string;
  role: Role;
  route: Route;
  onSignedOut: (notice?: string) => void;
}) {
  const live = useLive(api);
  const unseen = live.unseen.length;
  // Each screen names itself in the tab title, so the browser's history reads
  // well; emergencies not yet seen lead it, so one shows on a tab in the background.
  useEffect(() => {
    const label =
      route.name === "lead"
        ? `Lead ${route.id}`
        : route.name === "sessions"
          ? "Signed-in browsers"
          : route.name === "alerts"
            ? "Phone alerts"
            : route.name === "templates"
              ? "Reply templates"
              : route.name === "accounts" || route.name === "audit"
                ? { accounts: "Accounts", audit: "Audit log" }[route.name]
                : (sections.find((s) => s.route.name === route.name)?.label ?? "Inbox");
    const alert = unseen > 0 ? `(${unseen} new emergenc${unseen === 1 ? "y" : "ies"}) ` : "";
    document.title = `${alert}${label} | Inbox`;
  }, [unseen, route]);
  return (
    <InboxContext.Provider value={{ api, email, role, live }}>
      <Frame
        account={<Account email={email} role={role} onSignedOut={onSignedOut} />}
        nav={<Nav route={route} role={role} counts={live.pulse?.counts ?? null} onReselect={live.refresh} />}
      >
        <Screen route={route} />
      </Frame>
    </InboxContext.Provider>
  );
}

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case "lead":
      return <LeadView key={route.id} id={route.id} />;
    case "leads":
    case "chase":
    case "spam":
    case "incomplete":
    case "archived":
      return <LeadsView key={route.name} view={route.name === "leads" ? "inbox" : route.name} />;
    case "mail":
      return <MailView />;
    case "results":
      return <ResultsView />;
    case "newsletter":
      return <NewsletterView />;
    case "people":
      return <PeopleView />;
    case "sessions":
      return <SessionsView />;
    case "alerts":
      return <AlertsView />;
    case "visits":
      return <VisitsView />;
    case "templates":
      return <ReplyTemplatesView />;
    case "accounts":
      return <AccountsView />;
    case "audit":
      return <AuditView />;
  }
}

function Frame({ children, account, nav }: { children: ReactNode; account?: ReactNode; nav?: ReactNode }) {
  return (
    <div className="min-h-screen bg-surface">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold tracking-tight">Inbox</p>
          {account}
        </div>
        {nav}
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:py-8">
        {children}
      </main>
    </div>
  );
}

function Nav({
  route,
  role,
  counts,
  onReselect,
}: {
  route: Route;
  role: Role;
  counts: LeadCounts | null;
  /** Tapping the current tab again fetches it afresh. */
  onReselect: () => void;
}) {
  const current = route.name === "lead" ? "leads" : route.name;
  // On a phone the tabs scroll sideways: keep the current one in view when it
  // changes. Only the strip scrolls. scrollIntoView would scroll the page up
  // to the tabs too, and as a callback ref it ran at every render: each new
  // lead or change the live inbox brought pulled a phone scrolled down a
  // lead back up, moving the buttons under the owner's finger.
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const tab = list?.querySelector<HTMLElement>("[aria-current=page]");
    if (!list || !tab) return;
    const [l, t] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    // Clear of the strip's edges by its own padding (px-2).
    const gap = 8;
    if (t.left < l.left + gap) list.scrollLeft -= l.left + gap - t.left;
    else if (t.right > l.right - gap) list.scrollLeft += t.right - (l.right - gap);
  }, [current]);
  const countOf: Partial<Record<Route["name"], number>> = counts
    ? {
        leads: counts.inbox,
        chase: counts.chase,
        spam: counts.spam,
        incomplete: counts.incomplete,
        archived: counts.archived,
      }
    : {};
  return (
    <nav aria-label="Inbox sections" className="border-t border-white/15">
      <ul ref={strip} className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2">
        {sections
          .filter((s) => role === "owner" || !s.owner)
          .map((s) => {
            const active = s.route.name === current;
            return (
              // relative: the count's screen-reader text stays inside the strip, which
              // scrolls, rather than widening the page on a phone.
              <li key={s.label} className="relative shrink-0">
                <a
                  href={hrefOf(s.route)}
                  aria-current={active ? "page" : undefined}
                  onClick={active && route.name !== "lead" ? onReselect : undefined}
                  className={`flex min-h-11 items-center gap-1.5 border-b-4 px-3 text-sm font-semibold ${active ? "border-accent-500 text-white" : "border-transparent text-slate-200 hover:text-white"}`}
                >
                  {s.label}
                  <TabCount n={countOf[s.route.name]} urgent={s.route.name === "leads" ? (counts?.pinned ?? 0) : 0} />
                </a>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/** A tab's count, and on Leads the urgent (pinned) ones in red. */
function TabCount({ n, urgent }: { n: number | undefined; urgent: number }) {
  if (n === undefined) return null;
  return (
    <>
      <span className="sr-only">, </span>
      <span data-tab-count="" className="rounded-full bg-white/15 px-1.5 text-xs tabular-nums">
        {number.format(n)}
      </span>
      {urgent > 0 && (
        <span data-tab-urgent="" className="rounded-full bg-emergency-600 px-1.5 text-xs text-white">
          {urgent} urgent
        </span>
      )}
    </>
  );
}

function Account({ email, role, onSignedOut }: { email: string; role: Role; onSignedOut: (notice?: string) => void }) {
  const { api } = useInbox();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const end = async (method: "DELETE" | "POST", path: string, notice: string) => {
    setBusy(true);
    setError(null);
    try {
      await api.call(method, path, signedOutSchema);
      onSignedOut(notice);
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  // The menu closes once a screen is chosen from it.
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details ref={menu} className="relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-slate-100 ring-1 ring-white/30 hover:bg-white/10">
        <span className="max-w-[11rem] truncate">{email}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-64 rounded-xl border border-line bg-white p-3 text-ink shadow-lg">
        <p className="px-3 pb-2 text-xs text-muted" data-my-role="">
          Signed in as {roleLabel[role].toLowerCase()}
        </p>
        {role === "owner" && (
          <>
            <a
              href="#/accounts"
              onClick={close}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
            >
              Accounts
            </a>
            <a
              href="#/audit"
              onClick={close}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
            >
              Audit log
            </a>
          </>
        )}
        <a
          href="#/alerts"
          onClick={close}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
        >
          Phone alerts
        </a>
        <a
          href="#/templates"
          onClick={close}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
        >
          Reply templates
        </a>
        <a
          href="#/sessions"
          onClick={close}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
        >
          Signed-in browsers
        </a>
        <button
          type="button"
          disabled={busy}
          onClick={() => end("DELETE", "/session", "You have signed out.")}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
        >
          Sign out
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => end("POST", "/sessions/end-all", "You have signed out on every device.")}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-brand-50"
        >
          Sign out everywhere
        </button>
        {error && (
          <div className="mt-2">
            <Alert>{error}</Alert>
          </div>
        )}
      </div>
    </details>
  );
}
