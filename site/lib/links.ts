// Every outbound link is built here (SPEC 7): telephone, WhatsApp with a
// URL-encoded prefilled message, and mailto. Pure functions, unit-tested.

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

/** https://wa.me/44…?text=… with the message URL-encoded. */
export function whatsappHref(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The prefilled chat messages of each page kind (SPEC 7). */
export const chatMessages = {
  generic: () => "Hi, I need help with plumbing services in Glasgow",
  quoteForm: (service?: string) => `Hi, I need help with ${service && service.length > 0 ? service : "plumbing services"} in Glasgow`,
  emergency: () => "🚨 EMERGENCY: I need urgent help in Glasgow",
  serviceInArea: (service: string, area: string) => `Hi, I need ${service} in ${area}`,
  area: (area: string) => `I need plumbing services in ${area}`,
  article: (title: string) => `Hi, I read your article "${title}" and I need some help`,
  service: (service: string) => `Hi, I need help with ${service} in Glasgow`,
};
