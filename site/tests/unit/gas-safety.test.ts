// When the quote form shows the gas emergency notice (lib/gas-safety.ts).
import { describe, expect, it } from "vitest";
import { messageMentionsGas, quoteNeedsGasNotice } from "@/lib/gas-safety";
import { gasEmergency, gasQuoteServices, quoteServices } from "@/lib/quote-services";

describe("the quote form's gas notice", () => {
  it("shows for messages about gas, a smell or carbon monoxide", () => {
    for (const message of [
      "smell gas",
      "GAS leak?",
      "there's a gas smell upstairs",
      "strange smell from the boiler",
      "it smells like eggs",
      "carbon monoxide alarm",
      "Carbon Monoxide detector going off",
      "the monoxide alarm",
      "CO alarm beeping",
      "our co detector went off",
    ]) {
      expect(messageMentionsGas(message), message).toBe(true);
    }
  });

  it("does not show for words that only contain 'gas' or 'co'", () => {
    for (const message of ["new gasket needed", "Vegas trip", "company office", "cold radiator", "dripping tap"]) {
      expect(messageMentionsGas(message), message).toBe(false);
    }
  });

  it("shows for the catalogue's gas options and not the others", () => {
    expect(gasQuoteServices).toEqual(["Boiler Services"]);
    for (const service of quoteServices) {
      expect(quoteNeedsGasNotice({ service, message: "" }, gasQuoteServices), service).toBe(
        service === "Boiler Services",
      );
    }
  });

  it("gives the catalogue's gas emergency line", () => {
    expect(gasEmergency).toEqual({
      name: "National Gas Emergency Service",
      phone: { display: "0800 111 999", e164: "+44800111999" },
    });
  });
});
