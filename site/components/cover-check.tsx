// The postcode checker as the pages place it: in the hero, under the call
// buttons, with the call and quote links rendered here on the server for
// an answer outside the areas.
import { CallButton } from "@/components/contact-buttons";
import { PostcodeChecker } from "@/components/postcode-checker";
import { buttonClass } from "@/components/ui";
import type { ServiceView } from "@/generated/types";

export function CoverCheck({ service }: { service?: ServiceView }) {
  return (
    <div className="mt-8">
      <PostcodeChecker
        service={service && { slug: service.slug, name: service.name, emergency: service.emergencyAvailable }}
        outsideActions={
          <>
            <CallButton size="sm" />
            <a href="/contact" className={buttonClass("outline", "sm")}>
              Get a free quote
            </a>
          </>
        }
      />
    </div>
  );
}
