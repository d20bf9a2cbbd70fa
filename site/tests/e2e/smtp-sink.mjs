// A mail server for the browser tests, on 127.0.0.1 at a free port: enough
// SMTP for the API's mail worker (lettre) to deliver to, keeping what it is
// sent so a test can read it, and able to refuse chosen addresses.
import net from "node:net";

/**
 * Enough SMTP for lettre: keeps each message, and refuses RCPT TO the
 * addresses in `refuse` with 550 (a permanent failure) until they are removed.
 */
export function smtpSink() {
  const messages = [];
  const refuse = new Set();
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = "";
    let message = { to: [], raw: "" };
    const reply = (line) => socket.write(`${line}\r\n`);
    reply("220 sink.test ESMTP ready");
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          message.raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(message);
          message = { to: [], raw: "" };
          data = false;
          reply("250 2.0.0 queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink.test");
        else if (verb === "MAIL") {
          message = { to: [], raw: "" };
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          const to = (line.match(/<([^>]*)>/) ?? [])[1] ?? "";
          if (refuse.has(to)) reply(`550 5.1.1 <${to}>: mailbox unavailable`);
          else {
            message.to.push(to);
            reply("250 2.1.5 ok");
          }
        } else if (verb === "DATA") {
          data = true;
          reply("354 go ahead");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
          return;
        } else reply("250 ok");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: server.address().port,
        messages,
        refuse,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}
