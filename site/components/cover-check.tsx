// The postcode checker as the pages place it: in the hero, under the call
// buttons. The form and the call and quote links shown for an answer outside
// the areas are rendered here on the server; the island adds the answer.
import { CallButton } from "@/components/contact-buttons";
import { PostcodeChecker } from "@/components/postcode-checker";
import { buttonClass } from "@/components/ui";
import type { ServiceView } from "@/generated/types";
import { MAX_INPUT_CHARS, POSTCODE_ERROR_ID } from "@/lib/postcode";

export function CoverCheck({ service }: { service?: ServiceView }) {
  return (
    <div className="mt-8">
      <PostcodeChecker
        errorId={POSTCODE_ERROR_ID}
        service={service && { slug: service.slug, name: service.name, emergency: service.emergencyAvailable }}
        outsideActions={
          <>
            <CallButton size="sm" />
            <a href="/contact" className={buttonClass("outline", "sm")}>
              Get a free quote
            </a>
          </>
        }
      >
        <form action="/api/postcode" method="get" noValidate>
          {service && <input type="hidden" name="from" value={`/services/${service.slug}`} />}
          <label htmlFor="postcode-q" className="block font-semibold">
            Do we cover you? Enter your postcode
          </label>
          <div className="mt-2 flex max-w-md gap-2">
            <input
              id="postcode-q"
              name="q"
              autoComplete="postal-code"
              autoCapitalize="characters"
              enterKeyHint="search"
              maxLength={MAX_INPUT_CHARS}
              placeholder="e.g. G11 6AB"
              aria-describedby={POSTCODE_ERROR_ID}
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-ink placeholder:text-slate-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-emergency-600"
            />
            <button
              type="submit"
              className="min-h-11 shrink-0 rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700"
            >
              Check
            </button>
          </div>
        </form>
      </PostcodeChecker>
    </div>
  );
}
