// The Website list (issue 34.5) as the inbox reads it, checked against the
// API's own type in website-schemas.check.ts as schemas.ts is.
import * as z from "zod/mini";

const text = z.string();
const int = z.int();
const status = z.enum(["not-for-the-website", "ready", "on-the-website"]);

export const websiteProof = z.object({
  jobs: z.array(z.object({ leadId: int, slug: text, title: text, consent: text, status })),
  reviews: z.array(z.object({ id: int, leadId: int, platform: text, url: text, by: text, status })),
  readyJobs: int,
  readyReviews: int,
});
export type WebsiteProof = z.infer<typeof websiteProof>;
export type WebsiteStatus = z.infer<typeof status>;
