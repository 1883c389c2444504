// The application dialog's submit states (spec section 4, "Application submit") and the field
// checks (spec section 5: the browser's own checks, worded for people), kept free of React and
// the DOM so they can be tested on their own.

export type ApplicationState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; message: string };

export type ApplicationAction =
  { type: 'submit' } | { type: 'succeed' } | { type: 'fail'; message: string } | { type: 'reset' };

export const initialApplicationState: ApplicationState = { status: 'idle' };

export function applicationReducer(
  state: ApplicationState,
  action: ApplicationAction,
): ApplicationState {
  switch (action.type) {
    case 'submit':
      // One submission at a time: a second press while sending does nothing.
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'succeed':
      return state.status === 'submitting' ? { status: 'success' } : state;
    case 'fail':
      return state.status === 'submitting' ? { status: 'error', message: action.message } : state;
    case 'reset':
      return initialApplicationState;
  }
}

/** The text to show for a rejected `onSubmit`: the Error's message, else the fallback. */
export function submitErrorMessage(reason: unknown, fallback: string): string {
  if (reason instanceof Error && reason.message.trim()) return reason.message;
  if (typeof reason === 'string' && reason.trim()) return reason;
  return fallback;
}

export const applicationFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'visaStatus',
  'resume',
  'coverLetter',
] as const;
export type ApplicationField = (typeof applicationFields)[number];

export interface ApplicationErrorTexts {
  firstNameRequired: string;
  lastNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  visaStatusRequired: string;
  resumeRequired: string;
}

type Validity = Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch'>;

/** The message for one field from the browser's validity state, or undefined when it is valid. */
export function fieldErrorMessage(
  field: ApplicationField,
  validity: Validity,
  texts: ApplicationErrorTexts,
): string | undefined {
  if (validity.valid) return undefined;
  switch (field) {
    case 'firstName':
      return texts.firstNameRequired;
    case 'lastName':
      return texts.lastNameRequired;
    case 'email':
      return validity.valueMissing ? texts.emailRequired : texts.emailInvalid;
    case 'phone':
      return texts.phoneRequired;
    case 'visaStatus':
      return texts.visaStatusRequired;
    case 'resume':
      return texts.resumeRequired;
    case 'coverLetter':
      return undefined;
  }
}

export function isApplicationField(name: string): name is ApplicationField {
  return (applicationFields as readonly string[]).includes(name);
}
