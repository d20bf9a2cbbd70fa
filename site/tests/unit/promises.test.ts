// One source for every time promise (issue 31.3): the quote form's lines, its
// notices once sent (shown only after a real submit, so read here through
// the same function the form calls), the 'Is this an emergency?' answer and
// the quote intros all say the catalogue's sentences, which codegen composes
// once (content-model promises.rs) and the API's thank-you page and emails
// print too. No component or page writes a promise of its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import form from "@/generated/data/contact-form.json";
import siteFacts from "@/generated/data/site.json";
import { formLine, promises, sentNotice } from "@/lib/quote-services";
import { QuoteForm } from "@/components/quote-form";
import { EmergencyQuestion } from "@/components/quote/emergency-question";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const render = (emergency: "always" | "ask") =>
  text(
    renderToStaticMarkup(
      createElement(QuoteForm, {
        title: "Get a quote",
        emergency,
        phoneDisplay: "0141 496 0123",
        whatsappDigits: "441414960123",
      }),
    ),
  );

describe("time promises", () => {
  it("are the catalogue's sentences, the same for the site's pages and its form", () => {
    expect(promises).toEqual(form.promises);
    expect(siteFacts.promises).toEqual(form.promises);
    // The reply keeps its condition; the call-back says when.
    expect(promises.replyLine).toContain(`${promises.reply}.`);
    expect(promises.reply).toMatch(/during opening hours$/);
    expect(promises.callback).toMatch(/day or night$/);
  });

  it("the notices once sent say them: a quote's reply, an emergency's call-back", () => {
    expect(sentNotice(false)).toEqual(promises.quoteSent);
    expect(sentNotice(true)).toEqual(promises.emergencySent);
    expect(promises.quoteSent.text).toContain(promises.reply);
    expect(promises.emergencySent.text).toContain(promises.callback);
    for (const n of [promises.quoteSent, promises.emergencySent]) expect(n.text).not.toMatch(/immediately/i);
  });

  it("each form's own line says them", () => {
    expect(formLine("ask")).toBe(promises.replyLine);
    expect(formLine("always")).toBe(promises.callbackLine);
    // The line under the title, before the form's fields.
    expect(render("ask")).toContain(`${promises.replyLine} Fields marked * are required.`);
    expect(render("always")).toContain(`${promises.callbackLine} Fields marked * are required.`);
  });

  it("a yes to 'Is this an emergency?' says the call-back", () => {
    const yes = text(
      renderToStaticMarkup(createElement(EmergencyQuestion, { checked: true, onChange: () => {}, arrival: null })),
    );
    expect(yes).toContain(promises.callbackLine);
  });

  // Components and pages print the sentences; one that writes its own
  // reply time, an immediate answer or a fixed price by reply is caught here
  // (the audit of the export reads the rendered pages the same way).
  it("no component or page words a promise of its own", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    for (const dir of ["components", "app", "lib"]) walk(dir);
    const answering =
      /(reply|respond|get back to you|call you back|call back)[^.!?;]*?(immediately|within (?:\d|an |one |the )|fixed price)/i;
    const own = files.flatMap((f) => {
      const said = readFileSync(f, "utf8").replace(/\s+/g, " ").match(answering);
      return said ? [`${f}: ${said[0]}`] : [];
    });
    expect(own).toEqual([]);
  });
});
