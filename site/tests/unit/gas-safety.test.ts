// When the quote form shows the gas emergency notice (lib/gas-safety.ts).
import { describe, expect, it } from "vitest";
import { messageMentionsGas, quoteNeedsGasNotice } from "@/lib/gas-safety";
import { gasNotice, gasQuoteServices, quoteServices } from "@/lib/quote-services";

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
    // Boiler work, and the gas trade's own option (decision 38).
    expect(gasQuoteServices).toEqual(["Boiler Services", "Gas"]);
    for (const service of quoteServices) {
      expect(quoteNeedsGasNotice({ service, message: "" }, gasQuoteServices), service).toBe(
        service === "Boiler Services" || service === "Gas",
      );
    }
  });

  it("gives the catalogue's gas emergency line", () => {
    expect(gasNotice.line).toEqual({
      name: "National Gas Emergency Service",
      phone: { display: "0800 111 999", e164: "+44800111999" },
    });
  });

  it("says what current guidance says to do, with the line's number filled in (issue 20.4)", () => {
    const gas = gasNotice.gas.steps.join(" ");
    expect(gas).toMatch(/emergency control valve/);
    expect(gas).toMatch(/0800 111 999 from outside/);
    expect(gas).not.toMatch(/\{gas_/);
    const co = gasNotice.carbonMonoxide.steps.join(" ");
    expect(co).toMatch(/Turn off the appliance/);
    expect(co).toMatch(/NHS 24 on 111/);
    expect(co).toMatch(/999 if someone has collapsed/);
    expect(gasNotice.carbonMonoxide.signs).toMatch(/no smell/);
  });
});
