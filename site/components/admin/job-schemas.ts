// The job writer's answers (issue 34.4) as the inbox reads them, beside
// schemas.ts and checked against the API's own types in job-schemas.check.ts.
import * as z from "zod/mini";
import type * as api from "@/generated/types";

const text = z.string();
const int = z.int();
const maybe = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? null),
);
const maybeInt = z.pipe(
  z.optional(z.nullable(z.int())),
  z.transform((v: number | null | undefined) => v ?? null),
);

export const jobPhoto = z.object({
  id: int,
  width: int,
  height: int,
  sizeBytes: int,
  alt: text,
  caption: text,
  url: text,
});
export type JobPhoto = api.JobPhoto;

export const jobDraft = z.object({
  leadId: int,
  slug: text,
  serviceSlug: text,
  areaSlug: text,
  neighbourhoodSlug: maybe,
  completedMonth: text,
  property: text,
  problem: text,
  workDone: text,
  outcome: text,
  took: z.object({ unit: text, amount: int }),
  priceFromPounds: maybeInt,
  priceToPounds: maybeInt,
  photos: z.array(jobPhoto),
  preview: z.nullable(z.object({ photoId: int, xPercent: int, yPercent: int })),
  problems: z.array(z.object({ field: text, message: text })),
  version: int,
  updatedAt: text,
  updatedBy: text,
});
export type JobDraft = api.JobDraft;
export const maybeJobDraft = z.nullable(jobDraft);
