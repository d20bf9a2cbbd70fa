/** 'west-end' → 'West End' (brief 2: title case, split on hyphens). */
export function titleCase(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The first sentence of a paragraph. */
export function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](?=\s|$)/);
  return (match ? match[0] : text).trim();
}

export function formatPopulation(n: number): string {
  return n.toLocaleString("en-GB");
}

/** 'G1, G2, G3' */
export function postcodeList(postcodes: string[]): string {
  return postcodes.join(", ");
}

/** "a, b and c". */
export function andList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items.join("");
}
