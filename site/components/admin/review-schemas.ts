// Review requests and recorded reviews (issue 34 items 1 and 2) as the inbox
// reads them, checked against the API's own types in review-schemas.check.ts.
import * as z from "zod/mini";
import type * as api from "@/generated/types";

const text = z.string();
const int = z.int();

export const reviewRequested = z.object({ at: text, by: text, via: text });

export const recordedReview = z.object({
  id: int,
  leadId: int,
  platform: text,
  platformName: text,
  url: text,
  rating: int,
  text,
  publishedOn: text,
  firstName: text,
  town: text,
  service: text,
  area: text,
  recordedAt: text,
  recordedBy: text,
  status: z.enum(["ready", "on-the-website"]),
});
export type RecordedReview = api.RecordedReview;

const choice = z.object({ key: text, name: text });

export const leadReviews = z.object({
  won: z.boolean(),
  requested: z.nullable(reviewRequested),
  canEmail: z.boolean(),
  canWhatsapp: z.boolean(),
  reviews: z.array(recordedReview),
  platforms: z.array(choice),
  services: z.array(choice),
  towns: z.array(text),
  defaultService: z.nullable(text),
});
export type LeadReviews = api.LeadReviews;

export const reviewRequestSent = z.object({
  requested: reviewRequested,
  whatsapp: z.nullable(text),
});

/** What each status reads as on a review's badge. */
export const reviewStatusLabel: Record<RecordedReview["status"], string> = {
  ready: "Ready for the website",
  "on-the-website": "On the website",
};
