// The quote form's client-side rules: a mirror of ContactRequest::validate in
// content-model/src/contract.rs. Both run the shared vectors in
// content-model/contract/contact-vectors.json, so they cannot drift apart.
import * as z from "zod/mini";
import type { FieldError, FieldErrorKind } from "@/generated/types";
import form from "@/generated/data/contact-form.json";

const limits = form.limits;
import { quoteServices } from "@/lib/quote-services";

const services = quoteServices;

/** UK national (0 + 9-10 digits), +44/0044, or international (+ or 00, 8-15 digits). */
export function isPlausiblePhone(text: string): boolean {
  let digits = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c >= "0" && c <= "9") digits += c;
    else if (c === "+" && i === 0) digits += c;
    else if (!" -.()".includes(c)) return false;
  }
  const uk = digits.startsWith("+44") ? digits.slice(3) : digits.startsWith("0044") ? digits.slice(4) : null;
  if (uk !== null) {
    const rest = uk.startsWith("0") ? uk.slice(1) : uk;
    return rest.length >= 9 && rest.length <= 10;
  }
  const intl = digits.startsWith("+") ? digits.slice(1) : digits.startsWith("00") ? digits.slice(2) : null;
  if (intl !== null) return intl.length >= 8 && intl.length <= 15 && !intl.startsWith("0");
  return digits.startsWith("0") && digits.length >= 10 && digits.length <= 11;
}

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[A-Za-z0-9-]+$/;

/** One plain address: no lists, spaces or line breaks. */
export function isValidEmail(text: string): boolean {
  if (text.length > limits.email) return false;
  const at = text.indexOf("@");
  if (at < 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (
    !local ||
    local.includes("=?") ||
    local.length > 64 ||
    local.startsWith(".") ||
    local.endsWith(".") ||
    local.includes("..") ||
    !LOCAL.test(local)
  )
    return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((l) => l.length > 0 && l.length <= 63 && !l.startsWith("-") && !l.endsWith("-") && LABEL.test(l)))
    return false;
  const tld = labels[labels.length - 1];
  return tld.length >= 2 && /^[A-Za-z]+$/.test(tld);
}

// Control characters (C0, DEL, C1) as Rust's char::is_control sees them, and
// on one line also the line and paragraph separators U+2028 and U+2029.
const oneLine = (s: string) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s);
const noBadControls = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(s);

// zod/mini: the same rules through zod's functional API, which tree-shakes
// to a fraction of the classic API's bytes (the form is on most pages).
// Each failing rule gives its kind as the API does (FieldErrorKind): a blank
// required field is zod's too_small, an overlong one its too_big, and a
// refinement names its kind in its params.
const rule = <T>(fn: (value: T) => boolean, message: string, kind: FieldErrorKind = "invalid") =>
  z.refine<T>(fn, { error: message, params: { kind } });
const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;
const onOneLine = (label: string, multiline = false) =>
  rule<string>(multiline ? noBadControls : oneLine, `${label} must be on one line`, "not-one-line");
const required = (missing: string, label: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(label, max)), onOneLine(label));
const optional = (label: string, max: number, multiline = false) =>
  z.optional(
    z.union([
      z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)), onOneLine(label, multiline)),
      z.literal(""),
    ]),
  );

export const contactSchema = z.object({
  name: required("Enter your name", "Name", limits.name),
  phone: required("Enter your phone number", "Phone number", limits.phone).check(
    rule(isPlausiblePhone, "Enter a phone number like 0141 496 0000 or +44 7700 900123"),
  ),
  email: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(limits.email),
      onOneLine("Email address"),
      rule<string>(
        (e) => e === "" || isValidEmail(e),
        "Enter an email address like name@example.com, or leave it blank",
      ),
    ),
  ),
  service: z.string().check(
    z.trim(),
    z.minLength(1, "Choose the service you need"),
    rule<string>((s) => services.includes(s), "Choose one of the services in the list"),
  ),
  message: optional("Message", limits.message, true),
  location: optional("Location", limits.location),
  pagePath: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(300),
      rule<string>(
        (p) => p === "" || (p.startsWith("/") && !/\s/.test(p)),
        "Page path must be a site path starting with /",
      ),
    ),
  ),
});

/** Field errors by field name, as the API's ContactResponse carries them. */
export type FieldErrors = Partial<Record<string, FieldError>>;

/** The kind of a failing rule (see `rule` above). */
function kindOf(issue: z.core.$ZodIssue): FieldErrorKind {
  if (issue.code === "too_small") return "missing";
  if (issue.code === "too_big") return "too-long";
  return (issue.code === "custom" && (issue.params?.kind as FieldErrorKind | undefined)) || "invalid";
}

/** Every failing field with its first rule's kind and message, as the API reports them. */
export function validateContact(input: Record<string, unknown>): FieldErrors {
  const normalised = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v ?? ""]));
  const result = contactSchema.safeParse({ name: "", phone: "", service: "", ...normalised });
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      if (!(field in errors)) errors[field] = { kind: kindOf(issue), message: issue.message };
    }
  }
  return errors;
}

/** True when a required field is missing: the form then asks for all of them (brief 8). */
export const missesRequired = (errors: FieldErrors) => Object.values(errors).some((e) => e?.kind === "missing");

export { quoteServices };
