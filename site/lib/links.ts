// Every outbound link is built here (brief 7): telephone, WhatsApp with a
// URL-encoded prefilled message, and mailto. Pure functions, unit-tested.

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** https://wa.me/44…?text=… with the message URL-encoded. */
export function whatsappHref(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** Every WhatsApp link opens in a new tab without handing the site's window to it. */
export const whatsappLinkAttrs = { target: "_blank", rel: "noopener noreferrer" } as const;

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The prefilled chat messages of each page kind (brief 7). */
export const chatMessages = {
  generic: () => "Hi, I need help with plumbing services in Glasgow",
  /** Names the service chosen in the quote form, or plumbing services when none is; 'Other' names no trade. */
  quoteForm: (service?: string) => {
    const chosen = service?.trim() || "plumbing services";
    return `Hi, I need help with ${chosen === "Other" ? "a job" : chosen} in Glasgow`;
  },
  emergency: () => "🚨 EMERGENCY: I need urgent help in Glasgow",
  serviceInArea: (service: string, area: string) => `Hi, I need ${service} in ${area}`,
  area: (area: string) => `I need plumbing services in ${area}`,
  article: (title: string) => `Hi, I read your article "${title}" and I need some help`,
  service: (service: string) => `Hi, I need help with ${service} in Glasgow`,
};

/** The WhatsApp link beside a quote form, for the service currently chosen in it (brief 7). */
export function quoteFormWhatsappHref(digits: string, service?: string): string {
  return whatsappHref(digits, chatMessages.quoteForm(service));
}
