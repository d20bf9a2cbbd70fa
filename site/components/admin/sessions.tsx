"use client";
// The browsers signed in to this account (issue 23.8): when each signed in
// and was last used, its name for itself, and 'Sign out' for any but this
// one, so a stranger's session can be ended from the owner's phone.
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime } from "./format";
import { sessionList, type SessionList } from "./schemas";
import { Alert, Button, Card, Loading, Pill } from "./ui";

export function SessionsView() {
  const { api } = useInbox();
  const [data, setData] = useState<SessionList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await api.call("GET", "/sessions", sessionList));
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const end = async (id: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setData(await api.call("DELETE", `/sessions/${id}`, sessionList));
      setDone("That browser is signed out.");
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title" className="text-2xl font-bold tracking-tight text-ink">
        Signed-in browsers
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Every browser signed in to your account now. Sign out any you do not recognise, then change your password: sign
        out, choose &lsquo;Forgot your password?&rsquo; and follow the emailed link. That signs out every browser.
      </p>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
      </div>
      {!data ? (
        <Loading />
      ) : (
        <ul className="mt-4 space-y-3">
          {data.sessions.map((s) => (
            <li key={s.id}>
              <Card>
                <div className="flex flex-wrap items-center gap-2">
                  {s.current && <Pill tone="brand">This browser</Pill>}
                  <p className="text-sm text-muted">
                    Signed in {dateTime(s.signedInAt)} · last used {dateTime(s.lastSeenAt)}
                  </p>
                </div>
                <p className="mt-2 break-words text-sm text-ink">{s.browser}</p>
                {!s.current && (
                  <Button className="mt-3" tone="outline" disabled={busy} onClick={() => void end(s.id)}>
                    Sign out
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
