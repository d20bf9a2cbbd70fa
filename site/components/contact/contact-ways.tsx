// The three ways to reach us (call, WhatsApp, email), each a card with the
// number or address and a button to use it.
import { Mail, MessageCircle, Phone } from "@/components/icons";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { ButtonLink, Card, Section, SectionHeading } from "@/components/ui";
import { business } from "@/lib/data";
import { chatMessages, mailtoHref } from "@/lib/links";

export function ContactWays() {
  return (
    <Section labelledBy="contact-ways">
      <SectionHeading
        id="contact-ways"
        eyebrow="Get in touch"
        title="Three ways to reach us"
        intro="Whichever you choose, a member of our own team replies: we don’t pass your details to anyone else."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        <li>
          <Card className="flex h-full flex-col">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-accent-600 text-white">
              <Phone className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-bold">Call us</h3>
            <p className="mt-2 text-muted">The quickest way to book a visit or report an emergency.</p>
            <p className="mt-3 flex-1 text-2xl font-extrabold text-ink">{business.phone.display}</p>
            <div className="mt-5">
              <CallButton size="md" label="Call now" showNumber={false} />
            </div>
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-whatsapp-600 text-white">
              <MessageCircle className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-bold">WhatsApp</h3>
            <p className="mt-2 text-muted">
              Send us a message, with photos of the problem if you can. It helps us quote.
            </p>
            <p className="mt-3 flex-1 text-2xl font-extrabold text-ink">{business.whatsapp.display}</p>
            <div className="mt-5">
              <WhatsAppButton size="md" label="Chat on WhatsApp" message={chatMessages.generic()} />
            </div>
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-700 text-white">
              <Mail className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-bold">Email</h3>
            <p className="mt-2 text-muted">For non-urgent questions, documents and landlord enquiries.</p>
            <p className="mt-3 flex-1 text-lg font-bold break-words text-ink">{business.email}</p>
            <div className="mt-5">
              <ButtonLink href={mailtoHref(business.email)} variant="outline" size="md">
                <Mail className="h-5 w-5" aria-hidden="true" /> Send an email
              </ButtonLink>
            </div>
          </Card>
        </li>
      </ul>
    </Section>
  );
}
