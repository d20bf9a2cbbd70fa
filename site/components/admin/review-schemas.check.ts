// Compile-time only, as schemas.check.ts: each review schema against the
// type the API builds its answer from.
import type * as z from "zod/mini";
import type * as api from "@/generated/types";
import type * as s from "./review-schemas";

type Present<T> = T extends readonly (infer E)[]
  ? Present<E>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;
type Parsed<S extends z.ZodMiniType> = Present<z.output<S>>;
type Fits<Target, Value extends Target> = Value;

export type ReviewAgreements = [
  Fits<Parsed<typeof s.leadReviews>, Present<api.LeadReviews>>,
  Fits<Present<api.LeadReviews>, Parsed<typeof s.leadReviews>>,
  Fits<Parsed<typeof s.recordedReview>, Present<api.RecordedReview>>,
  Fits<Present<api.RecordedReview>, Parsed<typeof s.recordedReview>>,
  Fits<Parsed<typeof s.reviewRequestSent>, Present<api.ReviewRequestSent>>,
  Fits<Present<api.ReviewRequestSent>, Parsed<typeof s.reviewRequestSent>>,
];
