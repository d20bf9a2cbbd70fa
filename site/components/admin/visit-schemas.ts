// The visits and replies answers (issue 33 items 5 and 6) as the inbox reads
// them, beside schemas.ts and checked against the API's own types in
// visit-schemas.check.ts the same way.
import * as z from "zod/mini";
import type * as api from "@/generated/types";
import { leadPage } from "./schemas";

const text = z.string();
const int = z.int();

export const visit = z.object({
  id: int,
  leadId: int,
  kind: z.enum(["survey", "job"]),
  status: z.enum(["booked", "cancelled"]),
  startsAt: text,
  date: text,
  time: text,
  when: text,
  minutes: int,
  who: text,
  sequence: int,
  ics: text,
});
export type Visit = api.Visit;

export const leadVisits = z.object({ visits: z.array(visit), emailable: z.boolean() });

export const visitList = z.object({
  days: int,
  visits: z.array(
    z.extend(visit, {
      name: text,
      service: text,
      location: z.pipe(
        z.optional(z.nullable(text)),
        z.transform((v: string | null | undefined) => v ?? null),
      ),
      phone: text,
    }),
  ),
});
export type ComingVisit = api.ComingVisit;

export const visitAnswer = z.object({ visit, emailed: z.boolean(), page: leadPage });

export const replyTemplates = z.object({
  templates: z.array(z.object({ key: text, label: text, body: text, edited: z.boolean() })),
  placeholders: z.array(text),
});
export type ReplyTemplates = api.ReplyTemplates;

export const leadReplies = z.object({
  replies: z.array(z.object({ key: text, label: text, text })),
  email: z.boolean(),
  whatsapp: z.boolean(),
});

export const replySent = z.object({
  channel: text,
  whatsapp: z.pipe(
    z.optional(z.nullable(text)),
    z.transform((v: string | null | undefined) => v ?? null),
  ),
  page: leadPage,
});

/** A 422's field messages (`fields.<name>.message`), for the form to show beside each input. */
export function fieldMessages(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object" || !("fields" in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (!fields || typeof fields !== "object") return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
    const m = v && typeof v === "object" ? (v as { message?: unknown }).message : null;
    if (typeof m === "string") out[k] = m;
  }
  return out;
}
