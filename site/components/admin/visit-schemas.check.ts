// Compile-time only, as schemas.check.ts: each visits and replies schema
// against the type the API builds its answer from.
import type * as z from "zod/mini";
import type * as api from "@/generated/types";
import type * as s from "./visit-schemas";

type Present<T> = T extends readonly (infer E)[]
  ? Present<E>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;
type Parsed<S extends z.ZodMiniType> = Present<z.output<S>>;
type Fits<Target, Value extends Target> = Value;

export type VisitAgreements = [
  Fits<Parsed<typeof s.leadVisits>, Present<api.LeadVisits>>,
  Fits<Present<api.LeadVisits>, Parsed<typeof s.leadVisits>>,
  Fits<Parsed<typeof s.visitList>, Present<api.VisitList>>,
  Fits<Present<api.VisitList>, Parsed<typeof s.visitList>>,
  Fits<Parsed<typeof s.visitAnswer>, Present<api.VisitAnswer>>,
  Fits<Present<api.VisitAnswer>, Parsed<typeof s.visitAnswer>>,
  Fits<Parsed<typeof s.replyTemplates>, Present<api.ReplyTemplates>>,
  Fits<Present<api.ReplyTemplates>, Parsed<typeof s.replyTemplates>>,
  Fits<Parsed<typeof s.leadReplies>, Present<api.LeadReplies>>,
  Fits<Present<api.LeadReplies>, Parsed<typeof s.leadReplies>>,
  Fits<Parsed<typeof s.replySent>, Present<api.ReplySent>>,
  Fits<Present<api.ReplySent>, Parsed<typeof s.replySent>>,
];
