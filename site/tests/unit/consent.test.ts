// The tag manager's consent bootstrap (decision 18), run as the browser would
// run it: defaults denied before anything else, a stored 'granted' restored.
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { checkedContainerId, consentBootstrap, tagManagerScriptSrc } from "@/lib/consent";

function run(stored: string | null) {
  const window: Record<string, unknown> = {};
  const appended: { src?: string; async?: boolean; dataLayerLength: number }[] = [];
  const document = {
    createElement: () => ({}),
    head: {
      appendChild: (el: { src?: string; async?: boolean }) =>
        appended.push({ ...el, dataLayerLength: (window.dataLayer as unknown[]).length }),
    },
  };
  const context = { window, document, localStorage: { getItem: () => stored }, Date };
  // In a browser, `window.dataLayer` and the global `dataLayer` are one binding.
  runInNewContext(
    `var dataLayer; ${consentBootstrap("GTM-TEST123").replace("window.dataLayer=window.dataLayer||[];", "window.dataLayer=dataLayer=[];")}`,
    context,
  );
  const layer = (window.dataLayer as unknown[]).map((entry) =>
    typeof entry === "object" && entry !== null && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
  // The container is inserted last, once, after everything above is in the data layer.
  expect(appended).toEqual([
    { src: "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123", async: true, dataLayerLength: layer.length },
  ]);
  return layer;
}

describe("consent bootstrap", () => {
  it("denies every signal by default, before the container starts", () => {
    const layer = run(null);
    expect(layer[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);
    expect(layer).toHaveLength(2);
    expect(layer[1]).toMatchObject({ event: "gtm.js" });
  });

  it("restores a returning visitor's 'granted' before the container starts", () => {
    const layer = run("granted");
    expect(layer[1]).toEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
    expect(layer[2]).toMatchObject({ event: "gtm.js" });
  });

  it("treats a stored 'denied' (or anything else) as denied", () => {
    expect(run("denied")).toHaveLength(2);
    expect(run("yes please")).toHaveLength(2);
  });

  it("only ever puts a well-formed container id into a URL", () => {
    expect(tagManagerScriptSrc("GTM-ABC1234")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234");
    for (const bad of ["", "GTM-", "gtm-abc1234", "GTM-ABC1234&x=1", 'GTM-AB"><script>']) {
      expect(() => checkedContainerId(bad)).toThrow(/container id/);
    }
  });
});
