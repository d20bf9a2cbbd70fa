// Compile-time only, as schemas.check.ts: the Website list's schema against
// the type the API builds its answer from.
import type * as z from "zod/mini";
import type * as api from "@/generated/types";
import type * as s from "./website-schemas";

type Present<T> = T extends readonly (infer E)[]
  ? Present<E>[]
  : T extends object
    ? { [K in keyof T]-?: Present<Exclude<T[K], undefined>> }
    : T;
type Parsed<S extends z.ZodMiniType> = Present<z.output<S>>;
type Fits<Target, Value extends Target> = Value;

export type WebsiteAgreements = [
  Fits<Parsed<typeof s.websiteProof>, Present<api.WebsiteProof>>,
  Fits<Present<api.WebsiteProof>, Parsed<typeof s.websiteProof>>,
];
