/** Section 5 of the spec: the live, advisory password hints on register. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 18;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordRuleId = 'length' | 'lower' | 'upper' | 'numberOrSpecial' | 'characters';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  met: boolean;
}

export interface PasswordCheck {
  rules: PasswordRuleResult[];
  /** Characters still needed to reach the minimum length (0 once there). */
  missing: number;
  /** Over the maximum length. */
  tooLong: boolean;
  allMet: boolean;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);

/**
 * Checks a password against each hint. Length counts characters as the visitor sees them (code
 * points), so an emoji is one. "Characters" allows printable ASCII only: no whitespace, control
 * characters or anything outside ASCII.
 */
export function checkPassword(password: string): PasswordCheck {
  const chars = [...password];
  const length = chars.length;
  const missing = Math.max(0, PASSWORD_MIN_LENGTH - length);
  const tooLong = length > PASSWORD_MAX_LENGTH;
  const rules: PasswordRuleResult[] = [
    { id: 'length', met: missing === 0 && !tooLong },
    { id: 'lower', met: /[a-z]/.test(password) },
    { id: 'upper', met: /[A-Z]/.test(password) },
    { id: 'numberOrSpecial', met: chars.some((c) => (c >= '0' && c <= '9') || specials.has(c)) },
    { id: 'characters', met: chars.every((c) => c >= '!' && c <= '~') },
  ];
  return { rules, missing, tooLong, allMet: rules.every((rule) => rule.met) };
}

export interface PasswordHintMessages {
  /** The length hint while short: how many more characters are needed. */
  length: (missing: number) => string;
  tooLong: string;
  lower: string;
  upper: string;
  numberOrSpecial: string;
  characters: string;
}

export const defaultPasswordHintMessages: PasswordHintMessages = {
  length: (missing) =>
    missing > 0
      ? `At least ${PASSWORD_MIN_LENGTH} characters (${missing} more needed)`
      : `At least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: 'Password too long',
  lower: 'At least 1 lower case letter',
  upper: 'At least 1 upper case letter',
  numberOrSpecial: 'At least 1 number or one of ! @ # $ % ^ & *',
  characters: 'No whitespace, non-printable or unicode characters',
};

/** The text of one hint for the current check. */
export function hintText(
  rule: PasswordRuleResult,
  check: PasswordCheck,
  messages: PasswordHintMessages,
): string {
  if (rule.id === 'length')
    return check.tooLong ? messages.tooLong : messages.length(check.missing);
  return messages[rule.id];
}
