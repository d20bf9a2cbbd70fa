import { Award, Clock, MapPin, MessageCircle, Phone, ShieldCheck, Star } from "@/components/icons";
import { business, categories, areaSummaries, reviews, site, whatsappDigits } from "@/lib/data";
import { chatMessages, mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { ButtonLink } from "@/components/ui";
import { CallButton } from "@/components/contact-buttons";
import { CookieSettingsButton } from "@/components/consent-banner";

const quickLinks = [
  ["Home", "/"], ["Services", "/services"], ["Electrical", "/electrical"], ["Gas", "/gas"], ["Heating", "/heating"], ["Building", "/building"],
  ["Kitchen & Bathroom", "/kitchen-bathroom"], ["Emergency", "/emergency"], ["Areas", "/areas"], ["Reviews", "/reviews"], ["Contact", "/contact"], ["About", "/about"],
] as const;

const g = business.geo;
const mapSrc = `https://www.openstreetmap.org/export/embed.html?bbox=${g.longitude - 0.08}%2C${g.latitude - 0.04}%2C${g.longitude + 0.08}%2C${g.latitude + 0.04}&layer=mapnik&marker=${g.latitude}%2C${g.longitude}`;

export function Footer() {
  return (
    <footer className="bg-brand-900 text-slate-200">
      {/* The footer's emergency banner sits inside the footer rather than as a
          second full-width red band: several pages end with their own. */}
      <div className="border-b border-white/10 bg-brand-950">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <span className="rounded-full bg-emergency-600 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide">24/7</span>
            Emergency at home or work? We answer day and night.
          </p>
          <div className="flex flex-wrap gap-3">
            <CallButton size="md" emergency label="Call" />
            <ButtonLink href={whatsappHref(whatsappDigits, chatMessages.emergency())} variant="ghost-light" size="md" className="whitespace-nowrap" external label="Emergency WhatsApp (opens in a new tab)">
              <MessageCircle className="h-5 w-5 shrink-0" aria-hidden="true" /> WhatsApp
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{business.tagline}. Serving Glasgow and {business.serviceRadiusMiles} miles around since {business.founded}.</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold" aria-label="Accreditations">
            <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1"><ShieldCheck className="h-4 w-4" aria-hidden="true" /> Gas Safe</li>
            <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1"><Award className="h-4 w-4" aria-hidden="true" /> Insured</li>
            <li className="inline-flex items-center gap-1 rounded-full bg-white/10 px-3 py-1"><Star className="h-4 w-4 text-star" aria-hidden="true" /> Rated {reviews.averageRating}/5</li>
          </ul>
          <div className="mt-5 flex flex-wrap gap-2">
            <ButtonLink href={telHref(business.phone.e164)} size="sm">Call us</ButtonLink>
            <ButtonLink href={whatsappHref(whatsappDigits, chatMessages.generic())} variant="whatsapp" size="sm" external label="Chat on WhatsApp (opens in a new tab)">Chat</ButtonLink>
          </div>
        </div>
        <nav aria-label="Services">
          <p className="font-bold text-white">Services</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {categories.slice(0, 8).map((c) => (
              <li key={c.slug}><a href="/services" className="hover:text-white hover:underline">{c.name}</a></li>
            ))}
          </ul>
          <p className="mt-6 font-bold text-white">Areas</p>
          <ul className="mt-3 space-y-1.5 text-sm">
            {areaSummaries.slice(0, 6).map((a) => (
              <li key={a.slug}><a href="/areas" className="hover:text-white hover:underline">{a.name}</a></li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-bold text-white">Contact</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li><a href={telHref(business.phone.e164)} className="inline-flex items-center gap-2 hover:text-white"><Phone className="h-4 w-4" aria-hidden="true" />{business.phone.display}</a></li>
            <li><a href={mailtoHref(business.email)} className="break-all hover:text-white">{business.email}</a></li>
            <li className="flex gap-2"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />{business.registeredOffice.street}, {business.registeredOffice.locality} {business.registeredOffice.postcode}</li>
          </ul>
          <p className="mt-6 flex items-center gap-2 font-bold text-white"><Clock className="h-4 w-4" aria-hidden="true" /> Opening hours</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {business.hours.map((h) => (
              <div key={h.days} className="contents"><dt>{h.days}</dt><dd className="text-white">{h.hours}</dd></div>
            ))}
          </dl>
        </div>
        <div>
          <p className="font-bold text-white">Find us</p>
          <iframe title="Map of our Glasgow base (OpenStreetMap)" src={mapSrc} loading="lazy" width="320" height="200" className="mt-3 h-48 w-full rounded-xl border-0 bg-brand-800" referrerPolicy="no-referrer" />
          <a href={`https://www.openstreetmap.org/?mlat=${g.latitude}&mlon=${g.longitude}#map=13/${g.latitude}/${g.longitude}`} className="mt-2 inline-block text-sm underline underline-offset-4 hover:text-white" rel="noopener">
            View larger map
          </a>
          <nav aria-label="Quick links" className="mt-6">
            <p className="font-bold text-white">Quick links</p>
            <ul className="mt-3 grid grid-cols-2 gap-1.5 text-sm">
              {quickLinks.map(([label, href]) => (
                <li key={href}><a href={href} className="hover:text-white hover:underline">{label}</a></li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-20 text-xs sm:px-6 sm:pb-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyrightYear} {business.legalName}. Registered in {business.registeredIn} No. {business.companyNumber}. Registered office: {business.registeredOffice.street}, {business.registeredOffice.locality} {business.registeredOffice.postcode}. Gas Safe No. {business.gasSafeNumber}.
          </p>
          <ul className="flex gap-4">
            <li><a href="/privacy" className="hover:text-white hover:underline">Privacy</a></li>
            <li><a href="/terms" className="hover:text-white hover:underline">Terms</a></li>
            <li><a href="/sitemap" className="hover:text-white hover:underline">Sitemap</a></li>
            {site.tagManagerId && <li><CookieSettingsButton className="cursor-pointer hover:text-white hover:underline" /></li>}
            <li><a href={business.siteBuilder.url} className="hover:text-white hover:underline" rel="noopener">{business.siteBuilder.label}</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
