// What every inbox screen shares: the API client bound to the session's CSRF
// token, the signed-in account, and the live pulse (live.ts).
import { createContext, useContext } from "react";
import type { Client } from "./api";
import type { Live } from "./live";
import type { Role } from "./schemas";

/** `role`: staff do not see the owner's sections (issue 33.7). */
export type Inbox = { api: Client; email: string; role: Role; live: Live };
export const InboxContext = createContext<Inbox | null>(null);

export function useInbox(): Inbox {
  const inbox = useContext(InboxContext);
  if (!inbox) throw new Error("useInbox outside the signed-in inbox");
  return inbox;
}

/** The screens, addressed by the URL's hash (`#/leads/42`) so a reload or the back button keeps the place. */
export type Route =
  | {
      name:
        | "leads"
        | "chase"
        | "spam"
        | "incomplete"
        | "archived"
        | "mail"
        | "results"
        | "newsletter"
        | "people"
        | "sessions"
        | "alerts"
        | "visits"
        | "templates"
        | "accounts"
        | "audit";
    }
  | { name: "lead"; id: number };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split(/[/?]/).filter(Boolean);
  const [head, id] = parts;
  if (head === "leads" && id && /^\d+$/.test(id)) return { name: "lead", id: Number(id) };
  if (
    head === "chase" ||
    head === "spam" ||
    head === "incomplete" ||
    head === "archived" ||
    head === "mail" ||
    head === "results" ||
    head === "newsletter" ||
    head === "people" ||
    head === "sessions" ||
    head === "alerts" ||
    head === "visits" ||
    head === "templates" ||
    head === "accounts" ||
    head === "audit"
  )
    return { name: head };
  return { name: "leads" };
}

export const hrefOf = (route: Route) => (route.name === "lead" ? `#/leads/${route.id}` : `#/${route.name}`);

/**
 * The token of an emailed password-reset link (`/admin/#reset=<token>`: in
 * the fragment, so it never reaches a server), or null. Its shape is the
 * API's to judge, which answers an unknown one as an expired link.
 */
export function resetToken(hash: string): string | null {
  const m = /^#reset=([^&\s]+)$/.exec(hash);
  return m ? m[1] : null;
}
