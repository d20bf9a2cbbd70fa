// Which of an area's common problems concern a service: matched by the words
// each trade's problems are described with. Used to show, on a service-in-area
// page, only the local problems that service deals with.
import type { Category } from "@/generated/types";

const tradeWords: Record<Category, string[]> = {
  plumbing: [
    "pipe",
    "leak",
    "lead",
    "water",
    "tank",
    "stopcock",
    "tap",
    "toilet",
    "cistern",
    "burst",
    "frozen",
    "pressure",
  ],
  "kitchen-bathroom": ["bathroom", "kitchen", "shower", "leak", "condensation", "damp", "extract"],
  drainage: ["drain", "gully", "sewer", "soil", "stack", "blocked", "back-court", "flood", "waste"],
  heating: ["boiler", "heating", "radiator", "storage heater", "hot water", "flue", "insulat"],
  gas: ["gas", "boiler", "flue", "meter", "appliance", "carbon monoxide"],
  roofing: ["roof", "slate", "tile", "chimney", "flat roof", "valley", "parapet", "skylight", "leadwork"],
  guttering: ["gutter", "downpipe", "fascia", "soffit", "rainwater", "valley"],
  commercial: ["shop", "office", "commercial", "business", "restaurant", "bar", "grease", "unit"],
  "high-rise": ["high-rise", "tower", "multi-storey", "block", "riser", "pump", "stacked"],
  electrical: ["wiring", "electric", "fuse", "consumer unit", "socket", "storage heater", "circuit"],
  building: ["damp", "render", "stone", "sandstone", "roof", "window", "timber", "rot", "crack", "extension"],
  landscaping: ["garden", "drive", "patio", "waterlog", "drain", "flood", "slope", "paving"],
  specialist: ["tenement", "period", "listed", "conservation", "landlord", "let", "student", "lead", "victorian"],
};

export function issuesFor(category: Category, issues: string[]): string[] {
  const words = tradeWords[category];
  return issues.filter((issue) => {
    const text = issue.toLowerCase();
    return words.some((w) => text.includes(w));
  });
}
