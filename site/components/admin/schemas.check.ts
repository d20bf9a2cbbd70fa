// Compile-time only, never imported: each schema in schemas.ts (and the
// pulse's in live.ts) against the type the API builds its answer from
// (content_model::admin, generated into @/generated/types by `codegen emit`).
// `tsc --noEmit` fails, naming the field, when a field is renamed, retyped,
// added or dropped on either side.
//
// What "agree" means: the schema's output (what the screens get after zod's
// transforms) and the API's type hold the same values, both ways round. One
// difference is allowed: a key that may be missing and a key whose value may
// be undefined are the same to the inbox, so both are read as "always there,
// never undefined" before comparing (the `maybe` transform turns a missing
// value into null for the same reason). Null is not undefined: `string | null`
// and `string` disagree.
import type * as z from "zod/mini";
import type * as api from "@/generated/types";
import type { pulseSchema } from "./live";
import type * as s from "./schemas";

/** `T` with every key required and no value undefined, all the way down. */
type Present<T> = T extends readonly (infer E)[]
  ? Present<E>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;

/** What a screen gets from the schema `S`, as compared. */
type Parsed<S extends z.ZodMiniType> = Present<z.output<S>>;

/** Compiles only when every `Value` is also a `Target`; tsc's error names the first field that is not. */
type Fits<Target, Value extends Target> = Value;

/** `[API answer fits the schema, schema's output fits the API's type]` for each answer the inbox reads. */
export type Agreements = [
  // GET /leads
  Fits<Parsed<typeof s.leadList>, Present<api.LeadList>>,
  Fits<Present<api.LeadList>, Parsed<typeof s.leadList>>,
  // GET /leads/{id} and every change to a lead (and the 409's `current`)
  Fits<Parsed<typeof s.leadPage>, Present<api.LeadPage>>,
  Fits<Present<api.LeadPage>, Parsed<typeof s.leadPage>>,
  Fits<Parsed<typeof s.leadPage>, Present<api.StaleLead["current"]>>,
  // POST /leads/{id}/quotes
  Fits<Parsed<typeof s.quoteSent>, Present<api.QuoteSent>>,
  Fits<Present<api.QuoteSent>, Parsed<typeof s.quoteSent>>,
  // POST /leads/{id}/chase
  Fits<Parsed<typeof s.chaseSent>, Present<api.ChaseSent>>,
  Fits<Present<api.ChaseSent>, Parsed<typeof s.chaseSent>>,
  // GET /pulse
  Fits<Parsed<typeof pulseSchema>, Present<api.Pulse>>,
  Fits<Present<api.Pulse>, Parsed<typeof pulseSchema>>,
  // GET /mail, POST /mail/{id}/retry|abandon
  Fits<Parsed<typeof s.mailList>, Present<api.MailList>>,
  Fits<Present<api.MailList>, Parsed<typeof s.mailList>>,
  Fits<Parsed<typeof s.mailChanged>, Present<api.MailChanged>>,
  Fits<Present<api.MailChanged>, Parsed<typeof s.mailChanged>>,
  // GET /newsletter, DELETE /newsletter/{id}
  Fits<Parsed<typeof s.subscriberList>, Present<api.SubscriberList>>,
  Fits<Present<api.SubscriberList>, Parsed<typeof s.subscriberList>>,
  Fits<Parsed<typeof s.removed>, Present<api.SubscriberRemoved>>,
  Fits<Present<api.SubscriberRemoved>, Parsed<typeof s.removed>>,
  // POST /people/erase
  Fits<Parsed<typeof s.erased>, Present<api.Erased>>,
  Fits<Present<api.Erased>, Parsed<typeof s.erased>>,
  // GET /results
  Fits<Parsed<typeof s.results>, Present<api.Results>>,
  Fits<Present<api.Results>, Parsed<typeof s.results>>,
  // GET /push and its changes; POST /push/subscriptions/{id}/test
  Fits<Parsed<typeof s.pushOverview>, Present<api.PushOverview>>,
  Fits<Present<api.PushOverview>, Parsed<typeof s.pushOverview>>,
  Fits<Parsed<typeof s.pushTestSent>, Present<api.Done>>,
  Fits<Present<api.Done>, Parsed<typeof s.pushTestSent>>,
  // POST /session, GET /session
  Fits<Parsed<typeof s.session>, Present<api.SessionInfo>>,
  Fits<Present<api.SessionInfo>, Parsed<typeof s.session>>,
  // DELETE /session
  Fits<Parsed<typeof s.signedOut>, Present<api.SignedOut>>,
  Fits<Present<api.SignedOut>, Parsed<typeof s.signedOut>>,
  // GET /sessions, DELETE /sessions/{id}
  Fits<Parsed<typeof s.sessionList>, Present<api.SessionList>>,
  Fits<Present<api.SessionList>, Parsed<typeof s.sessionList>>,
  // POST /password-reset and /password-reset/complete
  Fits<Parsed<typeof s.resetAnswer>, Present<api.Done>>,
  Fits<Present<api.Done>, Parsed<typeof s.resetAnswer>>,
  // GET /team
  Fits<Parsed<typeof s.team>, Present<api.Team>>,
  Fits<Present<api.Team>, Parsed<typeof s.team>>,
  // GET /accounts and its changes
  Fits<Parsed<typeof s.accountList>, Present<api.AccountList>>,
  Fits<Present<api.AccountList>, Parsed<typeof s.accountList>>,
  // GET /audit
  Fits<Parsed<typeof s.auditPage>, Present<api.AuditPage>>,
  Fits<Present<api.AuditPage>, Parsed<typeof s.auditPage>>,
];

/**
 * Answers read with a schema made for another, or read in part: one way only.
 * POST /sessions/end-all is read with `signedOut` and its count ignored; the
 * person's export is parsed with loose objects naming only the fields the
 * screen shows (the download is the whole answer), so the API's export must
 * fit what is named, and may hold more.
 */
export type PartialReadings = [
  Fits<Parsed<typeof s.signedOut>, Present<api.SessionsEnded>>,
  Fits<Parsed<typeof s.person>, Present<api.PersonExport>>,
];
