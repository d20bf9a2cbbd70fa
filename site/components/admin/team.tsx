"use client";
// The team on a lead (issue 33.7): who it is assigned to, shown on its card
// and its screen; the control that gives it to someone (or to nobody); and
// the 'Mine' switch on the lists. The names come from GET /team, fetched
// once per signed-in inbox and shared by every card.
import type { Assignment } from "@/generated/types";
import { useEffect, useId, useState } from "react";
import type { Client } from "./api";
import { useInbox } from "./context";
import { team as teamSchema, type LeadSummary, type Team } from "./schemas";
import { Button, Card, Pill, inputClass, labelClass } from "./ui";

const fetched = new WeakMap<Client, Promise<Team>>();

/** Everyone a lead can be given to, or null until known. */
export function useTeam(): Team | null {
  const { api } = useInbox();
  const [team, setTeam] = useState<Team | null>(null);
  useEffect(() => {
    let live = true;
    let once = fetched.get(api);
    if (!once) {
      once = api.call("GET", "/team", teamSchema);
      // A failed fetch is tried again by the next screen that asks.
      once.catch(() => fetched.delete(api));
      fetched.set(api, once);
    }
    once.then(
      (t) => live && setTeam(t),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);
  return team;
}

/** 'you' for the signed-in account, else the account's email. */
function nameOf(team: Team | null, id: number, me: string): string {
  const email = team?.members.find((m) => m.id === id)?.email;
  if (!email) return "someone";
  return email === me ? "you" : email;
}

/** On a lead's card: whose it is, when it is anyone's. */
export function AssigneePill({ lead }: { lead: LeadSummary }) {
  const team = useTeam();
  const { email } = useInbox();
  if (lead.assignedTo === null) return null;
  return (
    <Pill tone="accent">
      <span data-assignee="">For {nameOf(team, lead.assignedTo, email)}</span>
    </Pill>
  );
}

type Act = (path: string, body: Record<string, unknown>, success: string) => void;

/** On a lead's screen: who works it, and a one-tap 'Take it'. */
export function AssignLead({ lead, busy, act }: { lead: LeadSummary; busy: boolean; act: Act }) {
  const team = useTeam();
  const { email } = useInbox();
  const id = useId();
  const current = lead.assignedTo === null ? "" : String(lead.assignedTo);
  const [choice, setChoice] = useState(current);
  const me = team?.members.find((m) => m.email === email);
  const give = (to: number | null) => {
    const who = to === null ? null : nameOf(team, to, email);
    act(
      "/assign",
      { accountId: to } satisfies Omit<Assignment, "version">,
      who === null ? "Nobody has this lead now." : who === "you" ? "This lead is yours." : `Given to ${who}.`,
    );
  };
  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Who is on it</h2>
      <p className="mt-1 text-sm text-muted" data-assigned="">
        {lead.assignedTo === null ? "Nobody yet." : onIt(nameOf(team, lead.assignedTo, email))}
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          give(choice === "" ? null : Number(choice));
        }}
      >
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={`${id}-to`} className={labelClass}>
            Give this lead to
          </label>
          <select id={`${id}-to`} value={choice} onChange={(e) => setChoice(e.target.value)} className={inputClass}>
            <option value="">Nobody</option>
            {(team?.members ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.email === email ? `${m.email} (you)` : m.email}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" tone="primary" disabled={busy || !team || choice === current}>
          Save
        </Button>
        {me && lead.assignedTo !== me.id && (
          <Button tone="outline" disabled={busy} onClick={() => give(me.id)}>
            Take it
          </Button>
        )}
      </form>
    </Card>
  );
}

/** Who works the lead, as a sentence: 'You.', or the account's email as written. */
const onIt = (who: string) => (who === "you" ? "You." : `${who}.`);

/** The lists' 'Mine' switch: only the leads given to the signed-in account. */
export function MineSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="mt-4 flex gap-2" role="group" aria-label="Whose leads">
      <Button tone={on ? "outline" : "primary"} aria-pressed={!on} onClick={() => onChange(false)}>
        Everyone&rsquo;s
      </Button>
      <Button tone={on ? "primary" : "outline"} aria-pressed={on} onClick={() => onChange(true)}>
        Mine
      </Button>
    </div>
  );
}
