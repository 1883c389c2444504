import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;
/** The special characters a password must contain one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const PASSWORD_NO_SPACES_MESSAGE =
  'Password must not contain spaces, accented letters or other special symbols.';

/** Each rule of the policy, checked separately so a form can show live hints. */
export interface PasswordChecks {
  longEnough: boolean;
  notTooLong: boolean;
  hasLowercase: boolean;
  hasUppercase: boolean;
  hasDigit: boolean;
  hasSpecial: boolean;
  /** Only printable ASCII: no whitespace, control or non-ASCII characters. */
  printableAscii: boolean;
}

export function checkPassword(password: string): PasswordChecks {
  return {
    longEnough: password.length >= PASSWORD_MIN_LENGTH,
    notTooLong: password.length <= PASSWORD_MAX_LENGTH,
    hasLowercase: /[a-z]/.test(password),
    hasUppercase: /[A-Z]/.test(password),
    hasDigit: /\d/.test(password),
    hasSpecial: /[!@#$%^&*]/.test(password),
    printableAscii: /^[\x21-\x7e]*$/.test(password),
  };
}

/**
 * The first policy message a password breaks (spec section 5's two texts first), or undefined
 * when it meets the policy: 8-18 characters, upper and lower case, a digit, one of !@#$%^&*.
 */
export function passwordProblem(password: string): string | undefined {
  const c = checkPassword(password);
  if (!c.longEnough || !c.notTooLong) return MESSAGES.passwordLength;
  if (!c.hasLowercase || !c.hasUppercase || !c.hasDigit || !c.hasSpecial) {
    return MESSAGES.passwordCharacters;
  }
  if (!c.printableAscii) return PASSWORD_NO_SPACES_MESSAGE;
  return undefined;
}
