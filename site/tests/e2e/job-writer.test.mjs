// The job written on the phone (issue 34.4), in Chromium at 390 px and
// 1366 px against the real `api serve`: a lead from the public form is won,
// the job is written with problems shown under the field and then fixed, two
// photographs (JPEGs drawn in the page) are uploaded at once, described, and
// one made the link preview at a tapped point; axe finds nothing.
import { expect, test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD, axe, confirmStage, sendQuote, signIn } from "./inbox.mjs";

const test = base.extend({
  inbox: [
    async ({}, use) => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({ PORT: String(port), SITE_URL: base });
      await addOwner(server.db, OWNER, PASSWORD);
      await use({ server, base });
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.base),
});

const STORY = {
  "What the customer found":
    "The heating in a semi-detached house stopped firing after a power cut, and the boiler showed an ignition fault every time it was reset.",
  "What was done":
    "Our engineer checked the gas supply and the flue, found a cracked ignition lead arcing to the case, replaced the lead and the electrode, and set the burner up again with an analyser.",
  "How it ended":
    "Heating and hot water were back the same afternoon, with combustion readings inside the maker's limits and a copy of them left with the owner for the next service visit.",
};

/** A real JPEG drawn on a canvas in the page: `w` x `h`, in `colour`. */
async function jpeg(p, w, h, colour) {
  const data = await p.evaluate(
    ([w, h, colour]) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const g = c.getContext("2d");
      g.fillStyle = colour;
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#fff";
      g.fillRect(w / 4, h / 4, w / 2, h / 2);
      return c.toDataURL("image/jpeg", 0.9).split(",")[1];
    },
    [w, h, colour],
  );
  return Buffer.from(data, "base64");
}

test.describe("job writer", { tag: "@each-width" }, () => {
  test("a won job is written with two photographs and a preview", async ({ browser, inbox }, testInfo) => {
    const { isMobile, hasTouch, viewport } = testInfo.project.use;
    const ctx = await browser.newContext({ viewport, isMobile, hasTouch });
    const p = await ctx.newPage();
    await signIn(p, inbox.base);
    const name = `Job Writer ${viewport.width}`;
    await sendQuote(ctx, inbox.base, "/contact", { Name: name, Phone: "07700 900123", Service: "Boiler Services" });
    await p.evaluate(() => {
      window.location.hash = "#/leads";
    });
    await p.getByRole("link", { name }).click({ timeout: 15_000 });
    await p.getByRole("button", { name: "Won", exact: true }).click();
    await confirmStage(p, "Won");

    await p.getByRole("button", { name: "Write up this job" }).click();
    const problem = p.getByLabel("What the customer found");
    await expect(problem).toBeVisible();

    // A name and a phone number are named under the field as typed...
    await problem.fill("Mrs Campbell rang from 0141 496 0000 with no heat.");
    await expect(p.getByText("names a person (`Mrs Campbell`); say 'the customer'")).toBeVisible();
    await expect(p.getByText(/has a phone number/)).toBeVisible();
    // ...and gone once the story is the customer's own.
    await p.getByLabel("Time taken").fill("2");
    for (const [label, text] of Object.entries(STORY)) await p.getByLabel(label).fill(text);
    // Saved (the problems come back with the save) before any photograph.
    await expect(p.getByText(/names a person/)).toHaveCount(0, { timeout: 10_000 });
    await expect(p.getByText("is zero; say how long the work took")).toHaveCount(0);
    await expect(p.getByText("Saving…")).toHaveCount(0);

    // What must not be in a photograph is said plainly.
    await expect(p.getByText(/no house or close numbers, no number\s+plates, no faces, no street signs/)).toBeVisible();
    const files = [
      { name: "boiler-1.jpg", mimeType: "image/jpeg", buffer: await jpeg(p, 400, 300, "#b22") },
      { name: "boiler-2.jpg", mimeType: "image/jpeg", buffer: await jpeg(p, 300, 400, "#22b") },
    ];
    await p.locator("input[type=file]").setInputFiles(files);
    await expect(p.getByRole("img", { name: /Photograph [12]/ })).toHaveCount(2, { timeout: 20_000 });
    await expect(p.getByText("no photograph is the preview; choose one and the point to keep in view")).toBeVisible();

    await p.getByLabel("What photograph 1 shows").fill("The boiler case open with the new ignition lead fitted");
    await p.getByLabel("Caption 1").fill("The new ignition lead.");
    await p.getByLabel("What photograph 2 shows").fill("The burner being set up again with an analyser");
    await p.getByLabel("Caption 2").fill("Readings after the repair.");
    await p.getByLabel("Caption 2").blur();

    await p.getByRole("button", { name: "Use as the link preview" }).first().click();
    await p.getByRole("button", { name: "Tap the point to keep in view" }).click({ position: { x: 20, y: 20 } });
    await expect(p.getByRole("img", { name: "The link preview's crop" })).toBeVisible();
    await expect(p.getByText(/no photograph is the preview/)).toHaveCount(0);
    await expect(p.getByText(/is empty; say what the picture shows/)).toHaveCount(0);

    await axe(p, `the job writer at ${viewport.width} px`);
    await ctx.close();
  });
});
