// The footer, the same on every page, with no behaviour of its own: server
// markup on pages that run as islands (decision 74). 'Cookie settings' is a
// plain button the consent banner's island listens for.
import { Award, Clock, MapPin, MessageCircle, Phone, ShieldCheck, Star } from "@/components/icons";
import { ButtonLink } from "@/components/ui";
import { CallButtonView } from "@/components/call-button-view";
import { CookieSettingsButton } from "@/components/cookie-settings-button";

/** What the footer shows, gathered on the server (components/site-document.tsx). */
export type FooterFacts = {
  name: string;
  tagline: string;
  coverage: string;
  founded: number;
  /** The rating claimed as customers' (none while the reviews are samples). */
  averageRating: number | null;
  phoneDisplay: string;
  telHref: string;
  email: string;
  mailtoHref: string;
  chatHref: string;
  emergencyChatHref: string;
  office: string;
  hours: { days: string; hours: string }[];
  categoryNames: string[];
  areaNames: string[];
  mapSrc: string;
  mapLink: string;
  legalLine: string;
  cookieSettings: boolean;
  siteBuilder: { url: string; label: string };
};

const quickLinks = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Electrical", "/electrical"],
  ["Gas", "/gas"],
  ["Heating", "/heating"],
  ["Building", "/building"],
  ["Kitchen & Bathroom", "/kitchen-bathroom"],
  ["Emergency", "/emergency"],
  ["Areas", "/areas"],
  ["Reviews", "/reviews"],
  ["Contact", "/contact"],
  ["About", "/about"],
] as const;

export function Footer({ facts: f }: { facts: FooterFacts }) {
  return (
    <footer className="bg-brand-900 text-slate-200 print:hidden">
      {/* The footer's emergency banner sits inside the footer rather than as a
          second full-width red band: several pages end with their own. */}
      <div className="border-b border-white/10 bg-brand-950">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <span className="rounded-full bg-emergency-600 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide">
              24/7
            </span>
            Emergency at home or work? We answer day and night.
          </p>
          <div className="flex flex-wrap gap-3">
            <CallButtonView href={f.telHref} display={f.phoneDisplay} size="md" emergency label="Call" />
            <ButtonLink
              href={f.emergencyChatHref}
              variant="ghost-light"
              size="md"
              className="whitespace-nowrap"
              external
              label="Emergency WhatsApp (opens in a new tab)"
            >
              <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" /> WhatsApp
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{f.name}</p>
          <p className="mt-2 text-sm">
            {f.tagline}. Serving {f.coverage} since {f.founded}.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold" aria-label="Accreditations">
            <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Gas Safe
            </li>
            <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1">
              <Award className="h-4 w-4" aria-hidden="true" /> Insured
            </li>
            {f.averageRating !== null && (
              <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1">
                <Star className="h-4 w-4 text-star" aria-hidden="true" /> Rated {f.averageRating}/5
              </li>
            )}
          </ul>
          <div className="mt-5 flex flex-wrap gap-2">
            <ButtonLink href={f.telHref} size="sm">
              Call us
            </ButtonLink>
            <ButtonLink
              href={f.chatHref}
              variant="whatsapp"
              size="sm"
              external
              label="Chat on WhatsApp (opens in a new tab)"
            >
              Chat
            </ButtonLink>
          </div>
        </div>
        <nav aria-label="Services" className="footer-links">
          <p className="font-bold text-white">Services</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {f.categoryNames.map((name) => (
              <li key={name}>
                <a href="/services">{name}</a>
              </li>
            ))}
          </ul>
          <p className="mt-6 font-bold text-white">Areas</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {f.areaNames.map((name) => (
              <li key={name}>
                <a href="/areas">{name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-bold text-white">Contact</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={f.telHref} className="inline-flex items-center gap-2 hover:text-white">
                <Phone className="h-4 w-4" aria-hidden="true" />
                {f.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={f.mailtoHref} className="break-all hover:text-white">
                {f.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {f.office}
            </li>
          </ul>
          <p className="mt-6 flex items-center gap-2 font-bold text-white">
            <Clock className="h-4 w-4" aria-hidden="true" /> Opening hours
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {f.hours.map((h) => (
              <div key={h.days} className="contents">
                <dt>{h.days}</dt>
                <dd className="text-white">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <p className="font-bold text-white">Find us</p>
          <iframe
            title="Map of our Glasgow base (OpenStreetMap)"
            src={f.mapSrc}
            loading="lazy"
            width="320"
            height="200"
            className="mt-3 h-48 w-full rounded-xl border-0 bg-brand-800"
            referrerPolicy="no-referrer"
          />
          <a
            href={f.mapLink}
            className="mt-2 inline-block text-sm underline underline-offset-4 hover:text-white"
            rel="noopener"
          >
            View larger map
          </a>
          <nav aria-label="Quick links" className="footer-links mt-6">
            <p className="font-bold text-white">Quick links</p>
            <ul className="mt-3 grid grid-cols-2 gap-1.5 text-sm">
              {quickLinks.map(([label, href]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-20 text-xs sm:px-6 sm:pb-6 md:flex-row md:items-center md:justify-between">
          <p>{f.legalLine}</p>
          <ul className="footer-links flex gap-4">
            <li>
              <a href="/privacy">Privacy</a>
            </li>
            <li>
              <a href="/terms">Terms</a>
            </li>
            <li>
              <a href="/cancellation-form">Cancellation form</a>
            </li>
            <li>
              <a href="/sitemap">Sitemap</a>
            </li>
            {f.cookieSettings && (
              <li>
                <CookieSettingsButton className="cursor-pointer hover:text-white hover:underline" />
              </li>
            )}
            <li>
              <a href={f.siteBuilder.url} rel="noopener">
                {f.siteBuilder.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
