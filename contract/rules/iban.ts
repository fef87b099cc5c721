import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';

// The IBAN rule the browser and the API both apply: spec §5 (at most 34 characters typed; after
// removing whitespace two capitals, two digits, then 4 to 30 capitals or digits), then the country's
// length and format and the mod-97 check digits (ibantools). A typo that only breaks the check digits
// gets its own message (issue 23), so the customer looks for the typo instead of a wrong format.

export const IBAN_MAX_LENGTH = 34;
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4,30}$/;

export const ibanMessages = {
  invalid: 'Please enter a valid IBAN.',
  checksum: "This IBAN's check digits do not match. Please check it for a typo.",
} as const;

const CHECKSUM_ERRORS: readonly ValidationErrorsIBAN[] = [ValidationErrorsIBAN.WrongIBANChecksum, ValidationErrorsIBAN.WrongAccountBankBranchChecksum];

/** The IBAN as typed without its whitespace. */
export const compactIban = (input: string) => input.replace(/\s+/g, '');

/** The message for an IBAN as typed, or null when it is valid. */
export function ibanProblem(input: string): string | null {
  const iban = compactIban(input);
  if (input.length > IBAN_MAX_LENGTH || !IBAN_PATTERN.test(iban)) return ibanMessages.invalid;
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  return errorCodes.every((code) => CHECKSUM_ERRORS.includes(code)) ? ibanMessages.checksum : ibanMessages.invalid;
}
