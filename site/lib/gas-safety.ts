// When the quote form shows the gas emergency notice (issue 13.3, decision 31):
// the visitor chose an option that may mean a gas appliance (the catalogue
// says which, in contact-form.json), or their message mentions gas, a smell
// or carbon monoxide. Better shown once too often than missed: 'smell' alone
// counts, whatever is smelling.
const MENTIONS_GAS = /\bgas\b|\bsmell|\bcarbon monoxide\b|\bmonoxide\b|\bco (alarm|detector|monitor)/i;

export function messageMentionsGas(message: string): boolean {
  return MENTIONS_GAS.test(message);
}

export function quoteNeedsGasNotice(
  choice: { service: string; message: string },
  gasServices: readonly string[],
): boolean {
  return gasServices.includes(choice.service) || messageMentionsGas(choice.message);
}
