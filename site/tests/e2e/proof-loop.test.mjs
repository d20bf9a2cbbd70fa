// The loop from a finished job to an indexed page (issue 34.7), end to end in
// one run: a lead won through the API, a review request and a consent request
// arriving at the SMTP sink, the customer agreeing in the browser, a job
// written with a photograph that carries GPS and a camera name, the import
// into a scratch copy of the catalogue, `codegen check` and `emit` there, and
// then: exactly that job's service-in-area page turned indexable, and its
// published photograph with no metadata. The customer withdraws; the next
// import removes the job and its photograph.
//
// The scratch copy is the repository's tracked Rust sources (git ls-files) in
// a temporary folder, with a copy of this checkout's compiled dependencies
// (target/debug without its incremental caches) as its own target folder:
// nothing the scratch build writes (its `codegen` binary above all) can
// replace this checkout's. Sources and builds keep their times, so cargo
// finds the copied crates fresh and compiles only what the import changes
// (`content` and `codegen`: about 21 s on one core, against 101 s when
// every workspace crate, the optimised scans too, compiled again).
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { expect } from "./fixtures.mjs";
import { apiBin } from "./harness.mjs";
import { sendQuote, signIn } from "./inbox.mjs";
import { test } from "./mail-inbox.mjs";

const root = new URL("../../../", import.meta.url).pathname;
const CUSTOMER = { Name: "Loop Customer", Phone: "07700 900417", Email: "loop.customer@example.test" };
const SERVICE = "boiler-repair";
const AREA = "paisley";
const PAGE = `/services/${SERVICE}/${AREA}`;
const CAMERA = "LoopCam Phone 9";

/** A call to the inbox API from the signed-in page, with its CSRF token: `{status, body}`. */
function adminCall(p) {
  return (method, path, body) =>
    p.evaluate(
      async ({ method, path, body }) => {
        const session = await (await fetch("/api/admin/session")).json();
        const res = await fetch(`/api/admin${path}`, {
          method,
          headers: {
            accept: "application/json",
            "x-csrf-token": session.csrfToken,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    );
}

/** The first message to `to` whose raw text matches `re`, quoted-printable soft breaks undone. */
async function mailTo(sink, to, re) {
  let found = null;
  await expect(async () => {
    const m = sink.messages.find((x) => x.to.includes(to) && re.test(x.raw.replace(/=\r\n/g, "")));
    expect(m, `an email to ${to} matching ${re}`).toBeTruthy();
    found = m.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  }).toPass({ timeout: 20_000 });
  return found;
}

/** A phone photograph: a JPEG carrying the camera's name and a GPS position in its EXIF. */
async function phonePhoto() {
  const bytes = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect x="500" y="300" width="600" height="700" fill="#eee"/><circle cx="800" cy="650" r="120" fill="#2a6"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "LoopCam", Model: CAMERA },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "55/1 50/1 3600/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "4/1 25/1 4200/100",
      },
    })
    .toBuffer();
  const exif = (await sharp(bytes).metadata()).exif;
  expect(exif?.includes(Buffer.from(CAMERA)), "the test photograph names its camera").toBe(true);
  expect(hasGps(exif), "the test photograph carries a GPS position").toBe(true);
  return bytes;
}

/** Whether EXIF bytes hold the GPS IFD pointer (tag 0x8825, either byte order). */
function hasGps(exif) {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** Runs a command, failing the test with its output if it fails; returns stdout. */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 64 << 20, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The temporary folders this file made (the scratch copy is 2-3 GB), removed when it ends, passed or failed. */
const made = [];
test.afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed when this file's test ends. */
function scratchDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The workspace's member folders, as the root Cargo.toml lists them (a new crate is copied without a change here). */
function workspaceMembers() {
  const manifest = readFileSync(join(root, "Cargo.toml"), "utf8");
  const list = manifest.match(/^members\s*=\s*\[([^\]]*)\]/m);
  if (!list) throw new Error("no `members = [...]` in the workspace's Cargo.toml");
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** A scratch copy of the repository's Rust sources (tracked files only), with its own copy of the compiled dependencies. */
function scratchCopy() {
  const dir = scratchDir("proof-loop-");
  const files = execFileSync("git", ["ls-files", "-z", "Cargo.toml", "Cargo.lock", ...workspaceMembers()], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(root, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(root, f), join(dir, f), { preserveTimestamps: true });
  }
  for (const part of ["deps", "build", ".fingerprint"]) {
    const from = join(root, "target/debug", part);
    if (existsSync(from)) cpSync(from, join(dir, "target/debug", part), { recursive: true, preserveTimestamps: true });
  }
  return dir;
}

/**
 * Cargo in `tree`, building into the tree's own target folder, one job at a
 * time: the other browser tests run beside it and must keep a core.
 */
function cargo(tree, args) {
  return run("cargo", args, {
    cwd: tree,
    env: { ...process.env, CARGO_TARGET_DIR: join(tree, "target"), CARGO_BUILD_JOBS: "1" },
  });
}

/** The paths `codegen emit` marks indexable, from the catalogue compiled in `tree`. */
function indexable(tree, out) {
  cargo(tree, ["run", "--quiet", "--bin", "codegen", "--", "emit", "--out", out]);
  const routes = JSON.parse(readFileSync(join(out, "routes.json"), "utf8"));
  return new Set(routes.filter((r) => r.indexable).map((r) => r.path));
}

function newlyIndexable(before, after) {
  return [...after].filter((p) => !before.has(p)).sort();
}

test("a finished job becomes an indexed page, and leaves it when the customer withdraws", async ({
  browser,
  inbox,
}) => {
  test.setTimeout(20 * 60_000);
  const { sink, base, server } = inbox;
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await signIn(p, base);
  const api = adminCall(p);

  // A lead from the public form, won through the API.
  await sendQuote(ctx, base, "/contact", { ...CUSTOMER, Service: "Boiler Services" });
  const list = await api("GET", "/leads?view=inbox");
  const lead = list.body.leads.find((l) => l.name === CUSTOMER.Name) ?? list.body.leads[0];
  const id = lead.id;
  let page = await api("GET", `/leads/${id}`);
  const won = await api("POST", `/leads/${id}/stage`, {
    stage: "won",
    version: page.body.lead.version,
    amountPence: 24000,
  });
  expect(won.status, JSON.stringify(won.body)).toBe(200);

  // The review request reaches the customer.
  const asked = await api("POST", `/leads/${id}/review-request`, { via: "email" });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await mailTo(sink, CUSTOMER.Email, /Would you review/);

  // The job, written with a phone photograph that carries GPS and a camera name.
  const saved = await api("PUT", `/leads/${id}/job`, {
    serviceSlug: SERVICE,
    areaSlug: AREA,
    neighbourhoodSlug: "castlehead",
    completedMonth: new Date().toISOString().slice(0, 7),
    property: "residential",
    problem:
      "The combi boiler in a ground-floor flat kept locking out overnight, so the household woke to cold radiators and no hot water for the third morning in a row.",
    workDone:
      "The engineer traced the fault to a condensate trap blocked with sludge, cleared and refitted it, lagged the outside run of the condensate pipe against frost, and checked the flue readings through a full heat-up.",
    outcome:
      "The boiler has run without a lockout since, the readings were inside the maker's limits, and the customer was shown how to reset it safely and when to call us instead.",
    took: { unit: "hours", amount: 2 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const original = await phonePhoto();
  const uploaded = await p.evaluate(
    async ({ id, b64 }) => {
      const session = await (await fetch("/api/admin/session")).json();
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append("photo", new Blob([bytes], { type: "image/jpeg" }), "IMG_0001.jpg");
      const res = await fetch(`/api/admin/leads/${id}/job/photos`, {
        method: "POST",
        headers: { "x-csrf-token": session.csrfToken },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    },
    { id, b64: original.toString("base64") },
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  let draft = (await api("GET", `/leads/${id}/job`)).body;
  const photo = draft.photos[0];
  expect(
    (
      await api("PATCH", `/job-photos/${photo.id}`, {
        alt: "The boiler's open casing with the cleaned condensate trap refitted below the heat exchanger",
        caption: "The condensate trap, cleared and refitted.",
      })
    ).status,
  ).toBe(200);
  expect((await api("PUT", `/leads/${id}/job/preview`, { photoId: photo.id, xPercent: 50, yPercent: 55 })).status).toBe(
    200,
  );
  draft = (await api("GET", `/leads/${id}/job`)).body;
  expect(draft.problems, "the draft passes the catalogue's job rules").toEqual([]);

  // The consent request reaches the customer, who agrees in the browser.
  const consent = await api("POST", `/leads/${id}/job/consent`, { via: "email" });
  expect(consent.status, JSON.stringify(consent.body)).toBe(200);
  const ask = await mailTo(sink, CUSTOMER.Email, /May we show your job/);
  const link = ask.match(/https?:\/\/[^\s"<]+\/api\/consent\/[0-9a-f]{64}/)[0];
  const customer = await browser.newContext();
  const cp = await customer.newPage();
  await cp.goto(link);
  await cp.getByRole("button", { name: "Yes, publish it" }).click();
  await expect(cp.getByRole("button", { name: "Withdraw my agreement" })).toBeVisible();

  // The import, from the running server with an owner's export token, into a scratch catalogue.
  const tokenOut = run(apiBin, ["export-token", "create", "--label", "proof loop"], {
    env: { PATH: process.env.PATH, DATABASE_URL: `sqlite://${server.db}`, LOG: "error" },
  });
  // stdout is the token alone (the how-to goes to stderr).
  const token = tokenOut.trim();
  expect(token).toMatch(/^kte_[0-9a-f]{64}$/);
  const work = scratchDir("proof-loop-work-");
  const tokenFile = join(work, "token");
  writeFileSync(tokenFile, token, { mode: 0o600 });
  const tree = scratchCopy();
  const importProof = () =>
    run(
      "cargo",
      [
        "run",
        "--quiet",
        "--bin",
        "codegen",
        "--",
        "import-proof",
        "--from",
        base,
        "--token-file",
        tokenFile,
        "--content",
        join(tree, "content"),
      ],
      {
        cwd: root,
      },
    );
  importProof();
  const imported = readFileSync(join(tree, "content/src/imported.rs"), "utf8");
  expect(imported).toContain(draft.slug);
  const photoDir = join(tree, "content/jobs/photos/imported");
  const files = readdirSync(photoDir);
  expect(files).toHaveLength(1);
  const stored = readFileSync(join(photoDir, files[0]));

  // `codegen check` passes there, and exactly that page turns indexable
  // (with 'Our work', indexed once any real job is on it).
  cargo(tree, ["run", "--quiet", "--bin", "codegen", "--", "check"]);
  const before = indexable(root, join(work, "before"));
  const after = indexable(tree, join(work, "after"));
  expect(before.has(PAGE)).toBe(false);
  expect(newlyIndexable(before, after)).toEqual(["/our-work", PAGE].sort());

  // Its photograph's original and every published rendition carry no metadata
  // (made at the fast effort: the encoders drop metadata alike at either).
  const { render } = await import("../../scripts/photos.mjs");
  const published = join(work, "published");
  mkdirSync(published, { recursive: true });
  await render(stored, files[0], published, { xPercent: 50, yPercent: 55 }, "fast");
  const outputs = readdirSync(published, { recursive: true }).filter((f) => /\.(jpe?g|webp|avif)$/.test(f));
  expect(outputs.length).toBeGreaterThan(1);
  for (const bytes of [stored, ...outputs.map((f) => readFileSync(join(published, f)))]) {
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, "no EXIF").toBeUndefined();
    expect(meta.xmp, "no XMP").toBeUndefined();
    expect(bytes.includes(Buffer.from(CAMERA)), "no camera name").toBe(false);
    expect(bytes.includes(Buffer.from("LoopCam")), "no camera make").toBe(false);
  }

  // The customer withdraws from the same link; the owner is told, and the next import removes the job.
  await cp.goto(link);
  await cp.getByRole("button", { name: "Withdraw my agreement" }).click();
  await mailTo(sink, "leads@example.test", /Consent withdrawn/);
  importProof();
  expect(readFileSync(join(tree, "content/src/imported.rs"), "utf8")).not.toContain(draft.slug);
  expect(existsSync(photoDir) ? readdirSync(photoDir) : []).toEqual([]);
  const again = indexable(tree, join(work, "again"));
  expect(newlyIndexable(before, again)).toEqual([]);

  await customer.close();
  await ctx.close();
});
