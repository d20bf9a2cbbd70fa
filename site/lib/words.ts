// The words each page is found by: its title, description, keywords and
// preview picture, composed by codegen from the catalogue (issue 32.4) and
// checked there by `codegen check`. Pages pass them to pageMetadata as they
// are; nothing here composes text. Server components only, like lib/data.ts.
import type { PageImage, PageWords } from "@/generated/types";
import pageWordsJson from "@/generated/page-words.json";
import photosJson from "@/generated/photos.json";

// Checked against the PageWords schema when emitted.
const pageWords = pageWordsJson as unknown as PageWords[];
const byPath = new Map(pageWords.map((w) => [w.path, w]));
const photos = photosJson as unknown as Record<string, { og: { url: string } }>;

/** A preview picture as pageMetadata takes it: a job photograph by its 1200x630 crop, made by scripts/photos.mjs. */
export function previewOf(image: PageImage, ogUrlOf = (file: string) => photos[file]?.og.url) {
  if (image.kind === "picture") return { url: image.url, alt: image.alt };
  const url = ogUrlOf(image.file);
  if (!url)
    throw new Error(`page words name ${image.file}, which is not in generated/photos.json (run scripts/photos.mjs)`);
  return { url, alt: image.alt };
}

/** The words of the page at `path`, ready for pageMetadata; a path codegen gave no words is a build error. */
export function wordsFor(path: string) {
  const w = byPath.get(path);
  if (!w) throw new Error(`no page words for ${path} in generated/page-words.json (run codegen emit)`);
  return {
    path: w.path,
    title: w.title,
    description: w.description,
    keywords: w.keywords,
    image: w.image && previewOf(w.image),
  };
}
