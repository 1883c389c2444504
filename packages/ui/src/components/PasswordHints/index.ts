export { PasswordHints } from './PasswordHints';
export type { PasswordHintsProps } from './PasswordHints';
export {
  checkPassword,
  defaultPasswordHintMessages,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from './passwordRules';
export type { PasswordCheck, PasswordHintMessages, PasswordRuleId } from './passwordRules';
