// The inbox with mail, for the browser tests that read what the API sends:
// per worker, a small SMTP sink, `api serve` on a free port sending to it
// (from a fresh database, polling the outbox every 100 ms) and an owner
// account. `inbox` is `{ sink, server, base }`; `baseURL` is the server's.
//
// The database is shared by every file the worker runs. A file whose checks
// count across leads (Results' totals) must not see another file's leads:
// it sets `test.use({ inboxOf: "<its name>" })`, and since that is a worker
// option, Playwright runs it in a worker, with a database, of its own.
import { test as base } from "./fixtures.mjs";
import { addOwner, freePort, startServer } from "./harness.mjs";
import { OWNER, PASSWORD } from "./inbox.mjs";
import { smtpSink } from "./smtp-sink.mjs";

export const test = base.extend({
  /** Whose inbox this is: "shared" by default; see above. */
  inboxOf: ["shared", { scope: "worker", option: true }],
  /** Per worker: the SMTP sink, `api serve` sending to it with a fresh database, and an owner account. */
  inbox: [
    async ({ inboxOf }, use) => {
      const sink = await smtpSink();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer({
        PORT: String(port),
        SITE_URL: base,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: "leads@example.test",
        MAIL_FROM: "site@example.test",
        MAIL_POLL_MS: "100",
        MAIL_RETRY_BASE_MS: "100",
      });
      await addOwner(server.db, OWNER, PASSWORD);
      if (process.env.DEBUG_INBOX) console.log(`inbox of ${inboxOf}: ${server.db}`);
      await use({ sink, server, base });
      await server.stop();
      await sink.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.base),
});
