// Compile-time only, as schemas.check.ts: the job writer's schema against
// the type the API builds its answer from.
import type * as z from "zod/mini";
import type * as api from "@/generated/types";
import type * as s from "./job-schemas";

type Present<T> = T extends readonly (infer E)[]
  ? Present<E>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;
type Parsed<S extends z.ZodMiniType> = Present<z.output<S>>;
type Fits<Target, Value extends Target> = Value;

export type JobAgreements = [
  Fits<Parsed<typeof s.jobDraft>, Present<api.JobDraft>>,
  Fits<Present<api.JobDraft>, Parsed<typeof s.jobDraft>>,
];
