// Which of the quote form's ten fixed options (SPEC 5) a catalogue service
// preselects. The form's list is plumbing and heating only, so a service is
// matched by name first and otherwise by its category; categories with no
// honest match (electrical, roofing, building, ...) leave the visitor to choose.
// Keyed by the generated Category union: a new category fails the type-check
// here until someone decides what it preselects.
import type { Category, QuoteService } from "@/generated/types";
import { quoteServices } from "@/lib/contact-schema";

const byCategory: Record<Category, QuoteService | ""> = {
  plumbing: "General Plumbing",
  "kitchen-bathroom": "Bathroom Fitting",
  drainage: "Drain Unblocking",
  heating: "Heating Services",
  gas: "Boiler Services",
  roofing: "",
  guttering: "",
  commercial: "",
  "high-rise": "",
  electrical: "",
  building: "",
  landscaping: "",
  specialist: "",
};

export function quoteServiceFor(service: { name: string; category: Category }): QuoteService | "" {
  if (quoteServices.includes(service.name)) return service.name as QuoteService;
  if (/boiler/i.test(service.name)) return "Boiler Services";
  return byCategory[service.category];
}
