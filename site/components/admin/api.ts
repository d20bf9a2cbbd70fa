// The inbox's one way to reach /api/admin/: same-origin fetches with the
// session cookie, the CSRF token on every state change, the app's error
// shape turned into an ApiError, and every answer checked against its schema.
import type * as z from "zod/mini";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The API's own words for a failure: `error` (the app's shape) or `message`. */
function messageIn(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  for (const key of ["error", "message"] as const) {
    const v = (data as Record<string, unknown>)[key];
    if (typeof v === "string" && v.trim()) return v;
  }
  return null;
}

/** What the owner reads when a request fails in a way the API did not explain. */
function fallbackMessage(status: number): string {
  if (status === 401) return "Your session has ended. Please sign in again.";
  if (status === 403) return "That was refused: reload the page and try again.";
  if (status === 409) return "That can no longer be done: someone or something changed it first.";
  if (status === 429) return "Too many attempts. Please wait and try again.";
  if (status >= 500) return "The server could not do that just now. Please try again shortly.";
  return `The request failed (HTTP ${status}).`;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Client = {
  /** A JSON request to /api/admin{path}, its answer parsed with `schema`. */
  call<T extends z.ZodMiniType>(method: Method, path: string, schema: T, body?: unknown): Promise<z.infer<T>>;
  /**
   * A GET sent with `If-None-Match: etag`: null when the answer is 304 (nothing
   * changed), else the answer parsed with `schema` and its new ETag.
   */
  poll<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    etag: string | null,
  ): Promise<{ etag: string | null; data: z.infer<T> } | null>;
  /** The session's CSRF token, for a request this client cannot send (an upload with progress). */
  csrf(): string | null;
};

/**
 * A client that sends `csrf()` with each state change and calls `onSignedOut`
 * whenever the API answers 401, so any screen falls back to the sign-in form.
 */
export function client(csrf: () => string | null, onSignedOut: () => void): Client {
  /** Sends the request; a failure (not 2xx, nor 304) becomes an ApiError. */
  async function send(method: Method, path: string, body: unknown, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    if (body !== undefined) headers["content-type"] = "application/json";
    const token = csrf();
    if (method !== "GET" && token) headers["x-csrf-token"] = token;
    let res: Response;
    try {
      res = await fetch(`/api/admin${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
        cache: "no-store",
      });
    } catch {
      throw new ApiError(0, "The server could not be reached. Check your connection and try again.");
    }
    if (res.status === 304) return { res, data: null };
    const data: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      if (res.status === 401 && path !== "/session") onSignedOut();
      throw new ApiError(res.status, messageIn(data) ?? fallbackMessage(res.status), data);
    }
    return { res, data };
  }
  function parse<T extends z.ZodMiniType>(method: Method, path: string, schema: T, status: number, data: unknown) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "the response";
      throw new ApiError(
        status,
        `The server's answer to ${method} ${path.split("?")[0]} was not understood (${where}: ${issue?.message ?? "unexpected shape"}).`,
      );
    }
    return parsed.data as z.infer<T>;
  }
  return {
    async call(method, path, schema, body) {
      const { res, data } = await send(method, path, body);
      return parse(method, path, schema, res.status, data);
    },
    async poll(path, schema, etag) {
      const { res, data } = await send("GET", path, undefined, etag ? { "if-none-match": etag } : {});
      if (res.status === 304) return null;
      return { etag: res.headers.get("etag"), data: parse("GET", path, schema, res.status, data) };
    },
    csrf,
  };
}

/** The message to show for any error a request threw. */
export function messageOf(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return "Something went wrong.";
}

/** A query string of the non-empty values, `?a=1&b=2`, or "" for none. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}
