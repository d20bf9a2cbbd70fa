// The keys this site's script keeps things under in the browser, emitted
// from content_model::privacy::BROWSER_STORAGE, the list the privacy notice
// renders (issue 31.7). Every localStorage/sessionStorage call takes its key
// from here; tests/unit/storage-inventory.test.ts fails on any that does not.
import keys from "@/generated/data/storage-keys.json";

export const STORAGE_KEYS = keys;
