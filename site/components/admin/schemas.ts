// The owner's API as the inbox reads it (api/ADMIN_API.md). Every response is
// parsed with these schemas, so when the API and the inbox drift apart the
// owner sees which field was wrong instead of a blank screen. zod/mini, as
// the public quote form uses: with the full zod here, the bundler put classic
// zod into a chunk the public pages share (8 KB more on every page).
//
// The types the screens use are the API's own, generated from the Rust that
// builds each answer (content_model::admin, in @/generated/types); each schema
// here is checked against its type when the site is type-checked
// (schemas.check.ts), so a field renamed or retyped on either side fails tsc.
import * as z from "zod/mini";
import type * as api from "@/generated/types";

// Zod compiles object parsers with `new Function` after probing whether eval
// is allowed; under the site's strict CSP (no 'unsafe-eval') that probe is
// blocked and reported as a violation. The interpreted path is fast enough.
// This runs before any schema below is built, which is when zod probes.
z.config({ jitless: true });

const text = z.string();
const maybe = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? null),
);
const int = z.int();

export const roles = ["owner", "staff"] as const satisfies readonly api.Role[];
export type Role = api.Role;
export const session = z.object({ email: text, role: z.enum(roles), csrfToken: text, expiresAt: text });
export const signedOut = z.object({ success: z.literal(true) });
export type Session = api.SessionInfo;

/** The answer to asking for a reset link and to choosing the new password: a message to show. */
export const resetAnswer = z.object({ success: z.literal(true), message: text });

// The new-password rules of `NewPassword::parse` (api/src/admin/accounts.rs)
// that need no account, in its words, checked before the request is sent;
// 'not the email address' only the API can say, as the link names no one.
export const MIN_PASSWORD_CHARS = 12;
export const MAX_PASSWORD_BYTES = 1024;
export const newPassword = z.string().check(
  // Characters as Rust counts them (code points), not UTF-16 units.
  z.refine(
    (p: string) => [...p].length >= MIN_PASSWORD_CHARS,
    `The password must be at least ${MIN_PASSWORD_CHARS} characters long.`,
  ),
  z.refine(
    (p: string) => new TextEncoder().encode(p).length <= MAX_PASSWORD_BYTES,
    `The password must be at most ${MAX_PASSWORD_BYTES} bytes long.`,
  ),
);

export const stages = ["new", "contacted", "quoted", "won", "lost"] as const satisfies readonly api.LeadStage[];
export type Stage = api.LeadStage;
const mailStates = ["pending", "sent", "failed", "abandoned"] as const satisfies readonly api.MailState[];
const deliveryState = z.nullable(z.enum(mailStates));
const maybeInt = z.pipe(
  z.optional(z.nullable(z.int())),
  z.transform((v: number | null | undefined) => v ?? null),
);
export const lostReasonNames = [
  "price",
  "other-firm",
  "timing",
  "no-reply",
  "not-needed",
  "other",
] as const satisfies readonly api.LostReason[];

/** A lead's money (issue 33.3): pence, VAT included. */
export const leadMoney = z.object({
  quotedPence: maybeInt,
  quotedAt: maybe,
  wonPence: maybeInt,
  wonAt: maybe,
  wonSource: z.nullable(z.enum(["quote", "hand"])),
  lostReason: z.nullable(z.enum(lostReasonNames)),
  chasedAt: maybe,
  chaseDue: z.boolean(),
});

export const leadSummary = z.object({
  id: int,
  createdAt: text,
  status: z.enum(["new", "spam", "incomplete", "archived"]),
  stage: z.enum(stages),
  stageChangedAt: maybe,
  /** Sent back with every change to the lead (issue 23.5). */
  version: int,
  /** When the stage first left 'new' (issue 23.3). */
  firstContactAt: maybe,
  /** The owner's follow-up date, `YYYY-MM-DD`. */
  followUpOn: maybe,
  overdue: z.boolean(),
  pinned: z.boolean(),
  isEmergency: z.boolean(),
  name: text,
  phone: text,
  email: maybe,
  service: text,
  location: maybe,
  /** The catalogue area the location resolves to, by name. */
  area: maybe,
  pagePath: maybe,
  utmSource: maybe,
  utmCampaign: maybe,
  delivery: z.object({ notification: deliveryState, acknowledgement: deliveryState }),
  money: leadMoney,
  // Field → what was wrong; values shown as text whatever JSON they are.
  problems: z.pipe(
    z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    z.transform((v: Record<string, unknown> | null | undefined) =>
      v
        ? Object.fromEntries(Object.entries(v).map(([k, m]) => [k, typeof m === "string" ? m : JSON.stringify(m)]))
        : null,
    ),
  ),
  /** The account the lead is assigned to (`GET /team` names it). */
  assignedTo: z.pipe(
    z.optional(z.nullable(z.int())),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
});
export type LeadSummary = api.LeadSummary;

export const leadDetail = z.extend(leadSummary, {
  message: maybe,
  referrer: maybe,
  utmMedium: maybe,
  utmTerm: maybe,
  utmContent: maybe,
  userAgent: text,
});
export type LeadDetail = api.LeadDetail;

export const historyEntry = z.object({
  at: text,
  by: maybe,
  kind: z.enum([
    "received",
    "stage",
    "note",
    "released",
    "resent",
    "status",
    "visit",
    "reply",
    "assigned",
    "quote",
    "chased",
    "review-requested",
    "review-recorded",
    "consent-asked",
    "consent-withdrawn",
    "job-written",
  ]),
  from: maybe,
  to: maybe,
  note: maybe,
  amountPence: maybeInt,
  reason: maybe,
});
export type HistoryEntry = api.HistoryEntry;

export const mailMessage = z.object({
  id: int,
  kind: text,
  enquiryId: z.pipe(
    z.optional(z.nullable(z.int())),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
  to: text,
  subject: text,
  state: z.enum(mailStates),
  attempts: int,
  createdAt: text,
  lastAttempt: maybe,
  lastError: maybe,
  failureReason: maybe,
});
export type MailMessage = api.MailMessage;

/** How many enquiries each view holds, and the pinned emergencies. */
export const leadCounts = z.object({ inbox: int, spam: int, incomplete: int, archived: int, pinned: int, chase: int });
export type LeadCounts = api.LeadCounts;

export const leadList = z.object({
  leads: z.array(leadSummary),
  total: int,
  page: int,
  pageSize: int,
  counts: leadCounts,
  filters: z.object({ services: z.array(text), areas: z.array(text), sources: z.array(text) }),
});
export type LeadList = api.LeadList;

/** Another enquiry from the same phone or email. */
export const relatedEnquiry = z.object({
  id: int,
  createdAt: text,
  name: text,
  service: text,
  status: z.enum(["new", "spam", "incomplete", "archived"]),
  same: z.enum(["phone", "email", "phone and email"]),
});

/** A quote sent on a lead (issue 33.1): amounts in pence, VAT included. */
export const quoteStatuses = [
  "sent",
  "accepted",
  "declined",
  "superseded",
  "expired",
] as const satisfies readonly api.QuoteStatus[];
export const quoteLine = z.object({ description: text, amountPence: int });
export const quote = z.object({
  version: int,
  status: z.enum(quoteStatuses),
  lines: z.array(quoteLine),
  totalPence: int,
  vatPence: int,
  vatRateBasisPoints: int,
  validUntil: text,
  createdBy: text,
  createdAt: text,
  decidedAt: maybe,
  acceptedName: maybe,
  declineReason: maybe,
  link: text,
});
export type Quote = api.Quote;

export const leadPage = z.object({
  lead: leadDetail,
  related: z.array(relatedEnquiry),
  history: z.array(historyEntry),
  mail: z.array(mailMessage),
  links: z.object({ tel: z.nullable(text), whatsapp: z.nullable(text), email: z.nullable(text) }),
  quotes: z.array(quote),
  /** What a new quote is written with (the catalogue's VAT and validity). */
  quoteTerms: z.object({ vatRateBasisPoints: int, vatNumber: text, validityDays: int }),
});
export type LeadPage = api.LeadPage;

/** The answer to sending a quote: the lead, the customer's link and WhatsApp with it written. */
export const quoteSent = z.object({
  page: leadPage,
  version: int,
  link: text,
  whatsapp: z.nullable(text),
  emailed: z.boolean(),
});
export type QuoteSent = api.QuoteSent;
/** `POST /leads/{id}/chase`: the lead, and the reminder as a WhatsApp link. */
export const chaseSent = z.object({ page: leadPage, whatsapp: z.nullable(text), emailed: z.boolean() });
export type ChaseSent = api.ChaseSent;

export const mailList = z.object({
  messages: z.array(mailMessage),
  total: int,
  page: int,
  pageSize: int,
  counts: z.object({ pending: int, sent: int, failed: int, abandoned: int }),
});
export type MailList = api.MailList;
export const mailChanged = z.object({ message: mailMessage });

export const subscriber = z.object({
  id: int,
  email: text,
  status: text,
  consentedAt: text,
  confirmedAt: maybe,
  unsubscribedAt: maybe,
  pagePath: maybe,
});
export type Subscriber = api.Subscriber;
export const subscriberList = z.object({
  subscribers: z.array(subscriber),
  total: int,
  page: int,
  pageSize: int,
  counts: z.object({ pending: int, confirmed: int, unsubscribed: int }),
});
export type SubscriberList = api.SubscriberList;
export const removed = z.object({ removed: z.literal(true) });

// What is held about one person. Loose objects: the download must be the
// whole answer, every field the API sent, not only those the screen shows.
const exportedEnquiry = z.looseObject({
  id: int,
  createdAt: text,
  name: text,
  phone: text,
  email: maybe,
  service: text,
});
export const person = z.looseObject({
  who: text,
  enquiries: z.array(exportedEnquiry),
  subscribers: z.array(z.looseObject(subscriber.shape)),
  mail: z.array(z.looseObject({ id: int })),
});
export type Person = z.infer<typeof person>;
export const erased = z.object({ enquiries: int, subscribers: int, mail: int });
export type Erased = api.Erased;

/** Enquiries over views; null when more enquiries than views were counted. */
const rate = z.nullable(z.number());
/** What the results count, in every total, day and row (calls and chats: issue 13.4). */
const counts = {
  views: z.number(),
  visitors: z.number(),
  enquiries: z.number(),
  calls: z.number(),
  chats: z.number(),
};
export const resultRow = z.object({ key: text, label: text, ...counts, conversionRate: rate });
export type ResultRow = api.ResultRow;
/** Quoted and won value of a group of leads, in pence (issue 33.4). */
const moneyFigures = {
  quotedPence: z.number(),
  quotedLeads: z.number(),
  wonPence: z.number(),
  wonLeads: z.number(),
  winRate: z.nullable(z.number()),
  averageJobPence: z.nullable(z.number()),
};
export const moneyRow = z.object({ key: text, label: text, ...moneyFigures });
export type MoneyRow = api.MoneyRow;
const resultMoney = z.object({
  totals: z.object(moneyFigures),
  byPage: z.array(moneyRow),
  byPageType: z.array(moneyRow),
  byServiceAsked: z.array(moneyRow),
  byServicePage: z.array(moneyRow),
  byArea: z.array(moneyRow),
  bySource: z.array(moneyRow),
  byCampaign: z.array(moneyRow),
});
export type ResultMoney = api.ResultMoney;
export const results = z.object({
  from: text,
  to: text,
  totals: z.object({ ...counts, conversionRate: rate }),
  daily: z.array(z.object({ day: text, ...counts })),
  byPageType: z.array(resultRow),
  byService: z.array(resultRow),
  byArea: z.array(resultRow),
  bySource: z.array(resultRow),
  byCampaign: z.array(resultRow),
  topPages: z.array(
    z.object({
      path: text,
      pageType: text,
      views: z.number(),
      enquiries: z.number(),
      calls: z.number(),
      chats: z.number(),
      conversionRate: rate,
    }),
  ),
  reviews: z.object({ requested: z.number(), recorded: z.number() }),
  money: z.nullable(resultMoney),
});
export type Results = api.Results;

/** Phone alerts (`/push`): the server's VAPID key and this account's devices with alerts on. */
export const pushOverview = z.object({
  publicKey: text,
  devices: z.array(
    z.object({
      id: int,
      endpoint: text,
      browser: text,
      allLeads: z.boolean(),
      createdAt: text,
      lastSentAt: maybe,
      thisDevice: z.boolean(),
    }),
  ),
});
export type PushOverview = api.PushOverview;
export const pushTestSent = z.object({ success: z.literal(true), message: text });

/** The browsers signed in to this account (`/sessions`). */
export const sessionList = z.object({
  sessions: z.array(
    z.object({
      id: text,
      signedInAt: text,
      lastSeenAt: text,
      browser: text,
      current: z.boolean(),
    }),
  ),
});
export type SessionList = api.SessionList;

/** Who a lead can be given to (`GET /team`, any account). */
export const team = z.object({ members: z.array(z.object({ id: int, email: text })) });
export type Team = api.Team;

/** The accounts (`GET /accounts` and every change to one; the owner's). */
export const accountList = z.object({
  accounts: z.array(
    z.object({
      id: int,
      email: text,
      role: z.enum(roles),
      createdAt: text,
      lastSignInAt: maybe,
      you: z.boolean(),
    }),
  ),
});
export type AccountList = api.AccountList;

/** The audit log (`GET /audit`; the owner's). */
export const auditPage = z.object({
  entries: z.array(z.object({ at: text, by: text, action: text, client: text })),
  total: int,
  page: int,
  pageSize: int,
});
export type AuditPage = api.AuditPage;
