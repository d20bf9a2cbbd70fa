import { describe, expect, it } from "vitest";
import { chatMessages, mailtoHref, telHref, whatsappHref } from "@/lib/links";
import { areaColumns, serviceColumns } from "@/lib/menu";
import { filterPosts, filtersFromSearch, isFiltered, noFilters, searchFromFilters } from "@/lib/blog-filter";
import { firstSentence, titleCase } from "@/lib/text";
import type { AreaSummary, CategoryInfo, PostSummary, ServiceSummary } from "@/generated/types";

describe("outbound links", () => {
  it("builds tel, WhatsApp and mailto links", () => {
    expect(telHref("+441414960123")).toBe("tel:+441414960123");
    expect(whatsappHref("447700900123", "Hi, I need Boiler Repair in Partick")).toBe(
      "https://wa.me/447700900123?text=Hi%2C%20I%20need%20Boiler%20Repair%20in%20Partick",
    );
    expect(mailtoHref("hello@kelvintrades.example")).toBe("mailto:hello@kelvintrades.example");
  });
  it("has each page kind's message (brief 7)", () => {
    expect(chatMessages.quoteForm()).toBe("Hi, I need help with plumbing services in Glasgow");
    expect(chatMessages.quoteForm("Tap Repair")).toBe("Hi, I need help with Tap Repair in Glasgow");
    expect(chatMessages.area("Paisley")).toBe("I need plumbing services in Paisley");
    expect(chatMessages.serviceInArea("Boiler Repair", "Partick")).toContain("Boiler Repair in Partick");
    expect(chatMessages.emergency()).toMatch(/EMERGENCY/);
  });
});

const area = (slug: string, postcodes: string[]): AreaSummary => ({
  id: 1,
  name: titleCase(slug),
  slug,
  postcodes,
  description: "",
  distanceMiles: 1,
  centre: { latitude: 55.861, longitude: -4.251 },
  nearest: [],
  population: null,
  emergencyAvailable: true,
  emergencyArrival: { fromMinutes: 20, toMinutes: 35, display: "20-35 minutes" },
});

describe("menus", () => {
  it("splits areas into City Centre, West End and Surrounding, comparing whole districts", () => {
    // As the catalogue lists them: the West End also lists G3, and
    // Anniesland G12 after its own G13.
    const cols = areaColumns([
      area("glasgow-city-centre", ["G1", "G2", "G3", "G4"]),
      area("west-end", ["G12", "G11", "G3", "G20"]),
      area("partick", ["G11"]),
      area("finnieston", ["G3"]),
      area("anniesland", ["G13", "G12"]),
      area("gorbals", ["G5"]),
      area("paisley", ["PA1"]),
    ]);
    expect(cols.map((c) => c.title)).toEqual(["City Centre", "West End", "Surrounding"]);
    expect(cols[0].links.map((l) => l.label)).toEqual(["Glasgow City Centre"]);
    // Finnieston (main district G3) by the decision stated in lib/menu.ts.
    expect(cols[1].links.map((l) => l.label)).toEqual(["West End", "Partick", "Finnieston"]);
    expect(cols[2].links.map((l) => l.href)).toEqual(["/areas/anniesland", "/areas/gorbals", "/areas/paisley"]);
  });
  it("caps columns at 6 and services at 5 categories of 5", () => {
    const many = Array.from({ length: 9 }, (_, i) => area(`town-${i}`, ["ML1"]));
    expect(areaColumns(many)[2].links).toHaveLength(6);
    const services: ServiceSummary[] = Array.from({ length: 7 }, (_, i) => ({
      id: i,
      name: `S${i}`,
      slug: `s${i}`,
      category: "plumbing",
      description: "",
      shortDescription: "",
      emergencyAvailable: false,
      responseTime: "Same day",
    }));
    const cats: CategoryInfo[] = Array.from({ length: 7 }, (_, i) => ({
      slug: "plumbing",
      name: `C${i}`,
      services: services.map((s) => s.slug),
      involvesGas: false,
    }));
    const cols = serviceColumns(cats, services);
    expect(cols).toHaveLength(5);
    expect(cols[0].links).toHaveLength(5);
  });
});

const post = (title: string, category: PostSummary["category"], tags: string[], excerpt = ""): PostSummary => ({
  slug: titleCase(title).toLowerCase().replace(/ /g, "-"),
  title,
  excerpt,
  category,
  tags,
  date: "2025-01-01",
  dateDisplay: "1 January 2025",
  readTime: "5 min read",
  author: "Team",
  image: "",
  imageAlt: "",
});

describe("blog filters (brief 4, decision 20)", () => {
  const posts = [
    post("Winter Pipes", "Maintenance", ["winter", "pipes"]),
    post("Boiler Choices", "Heating & Energy", ["boilers"], "Combi or system?"),
    post("Drains", "Maintenance", ["drains"]),
  ];
  it("matches search case-insensitively against title, excerpt and tags, AND category AND topic", () => {
    expect(filterPosts(posts, { ...noFilters, q: "WINTER" })).toHaveLength(1);
    expect(filterPosts(posts, { ...noFilters, q: "combi" })).toHaveLength(1);
    expect(filterPosts(posts, { ...noFilters, q: "drains" })).toHaveLength(1);
    expect(filterPosts(posts, { ...noFilters, category: "Maintenance" })).toHaveLength(2);
    expect(filterPosts(posts, { q: "", category: "Maintenance", topic: "boilers" })).toHaveLength(0);
  });
  it("round-trips through the URL", () => {
    const f = { q: "boiler", category: "Heating & Energy", topic: "all" };
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
    expect(searchFromFilters(noFilters)).toBe("");
    expect(isFiltered(noFilters)).toBe(false);
  });
});

describe("text", () => {
  it("title-cases slugs and finds first sentences", () => {
    expect(titleCase("high-rise")).toBe("High Rise");
    expect(firstSentence("Paisley is a large town. It has a abbey.")).toBe("Paisley is a large town.");
  });
});
