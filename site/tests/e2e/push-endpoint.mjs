// A local Web Push endpoint for the browser tests (issue 23.2): what a push
// service and the receiving browser do between them. It checks each push's
// VAPID token (ES256 signature by the key the subscription was made with,
// audience, expiry) and decrypts its aes128gcm body (RFC 8291) with the
// subscription's own private key. Headless Chromium cannot reach a real push
// service from here, so the test hands the inbox this endpoint and its keys
// as the browser's subscription; everything after that is the real path.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer } from "node:http";

const b64url = (buf) => Buffer.from(buf).toString("base64url");
const unb64url = (s) => Buffer.from(s, "base64url");

/** Verifies `vapid t=<jwt>, k=<key>`; throws naming what is wrong. */
export function checkVapid(header, { origin, expectedKey }) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? "");
  if (!m) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = m;
  if (expectedKey && key !== expectedKey) throw new Error("signed with a key the subscription was not made with");
  const point = unb64url(key);
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const [head, claims, sig] = token.split(".");
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    unb64url(sig),
  );
  if (!ok) throw new Error("the VAPID signature does not verify");
  if (JSON.parse(unb64url(head).toString()).alg !== "ES256") throw new Error("not ES256");
  const c = JSON.parse(unb64url(claims).toString());
  const now = Math.floor(Date.now() / 1000);
  if (c.aud !== origin) throw new Error(`audience ${c.aud}, not ${origin}`);
  if (!(c.exp > now && c.exp <= now + 24 * 3600)) throw new Error("expiry out of range");
  if (!/^(mailto:|https:)/.test(c.sub ?? "")) throw new Error("no contact subject");
  return c;
}

/** Decrypts an aes128gcm push body (one record) for the subscriber. */
export function decrypt(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return JSON.parse(padded.subarray(0, end).toString("utf8"));
}

/** Starts the endpoint; resolves to its subscription, what it received, and stop(). */
export async function startPushEndpoint() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received = [];
  const refused = [];
  let expectedKey = null;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        checkVapid(req.headers.authorization, { origin, expectedKey });
        const alert = decrypt(Buffer.concat(chunks), { ecdh, auth });
        received.push({ alert, urgency: req.headers.urgency, at: Date.now() });
        res.writeHead(201).end();
      } catch (e) {
        refused.push(String(e));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    received,
    refused,
    /** Pushes must be signed with this key (the inbox's `publicKey`). */
    expectKey(key) {
      expectedKey = key;
    },
    /** What `PushSubscription.toJSON()` would give for this endpoint. */
    subscription: {
      endpoint: `${origin}/push/${randomBytes(8).toString("hex")}`,
      expirationTime: null,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
