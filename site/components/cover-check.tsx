// The postcode checker as the pages place it: in the hero, under the call
// buttons. The form is rendered here on the server and works without
// JavaScript; the island beside it (postcode-checker.tsx) takes its submit
// and shows the answer.
import { Island } from "@/components/island";
import type { ServiceView } from "@/generated/types";
import { business } from "@/lib/data";
import { telHref } from "@/lib/links";
import { MAX_INPUT_CHARS, POSTCODE_ERROR_ID } from "@/lib/postcode";

export function CoverCheck({ service }: { service?: ServiceView }) {
  return (
    <div className="mt-8" data-postcode-checker>
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
      <Island
        name="PostcodeChecker"
        props={{
          errorId: POSTCODE_ERROR_ID,
          service: service && { slug: service.slug, name: service.name, emergency: service.emergencyAvailable },
          call: { href: telHref(business.phone.e164), display: business.phone.display },
        }}
      />
    </div>
  );
}
