import { describe, expect, it } from 'vitest';
import {
  applicationReducer,
  fieldErrorMessage,
  initialApplicationState,
  isApplicationField,
  submitErrorMessage,
  type ApplicationErrorTexts,
  type ApplicationState,
} from './applicationState';

const texts: ApplicationErrorTexts = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format',
  phoneRequired: 'Enter your phone number',
  visaStatusRequired: 'Select your visa status',
  resumeRequired: 'Choose your resume',
};

const valid = { valid: true, valueMissing: false, typeMismatch: false };
const missing = { valid: false, valueMissing: true, typeMismatch: false };
const malformed = { valid: false, valueMissing: false, typeMismatch: true };

describe('application submit states', () => {
  it('goes idle -> submitting -> success', () => {
    let state: ApplicationState = initialApplicationState;
    state = applicationReducer(state, { type: 'submit' });
    expect(state).toEqual({ status: 'submitting' });
    state = applicationReducer(state, { type: 'succeed' });
    expect(state).toEqual({ status: 'success' });
  });

  it('goes submitting -> error with the message, and can be sent again', () => {
    let state = applicationReducer(initialApplicationState, { type: 'submit' });
    state = applicationReducer(state, { type: 'fail', message: 'Application submission failed' });
    expect(state).toEqual({ status: 'error', message: 'Application submission failed' });
    expect(applicationReducer(state, { type: 'submit' })).toEqual({ status: 'submitting' });
  });

  it('ignores a second submit while sending, and results that arrive after a reset', () => {
    const submitting = applicationReducer(initialApplicationState, { type: 'submit' });
    expect(applicationReducer(submitting, { type: 'submit' })).toBe(submitting);
    const reset = applicationReducer(submitting, { type: 'reset' });
    expect(reset).toEqual({ status: 'idle' });
    expect(applicationReducer(reset, { type: 'succeed' })).toBe(reset);
    expect(applicationReducer(reset, { type: 'fail', message: 'late' })).toBe(reset);
  });

  it('resets from any state', () => {
    const states: ApplicationState[] = [
      { status: 'submitting' },
      { status: 'success' },
      { status: 'error', message: 'x' },
    ];
    for (const state of states) {
      expect(applicationReducer(state, { type: 'reset' })).toEqual({ status: 'idle' });
    }
  });
});

describe('submit error message', () => {
  const fallback = 'Failed to submit application. Please try again.';
  it("shows the rejection's own message", () => {
    expect(submitErrorMessage(new Error('Resume is too large'), fallback)).toBe(
      'Resume is too large',
    );
  });
  it('falls back when there is no usable message', () => {
    expect(submitErrorMessage(new Error(''), fallback)).toBe(fallback);
    expect(submitErrorMessage(undefined, fallback)).toBe(fallback);
    expect(submitErrorMessage({ status: 500 }, fallback)).toBe(fallback);
  });
});

describe('field messages', () => {
  it('says nothing for a valid field or for the optional cover letter', () => {
    expect(fieldErrorMessage('firstName', valid, texts)).toBeUndefined();
    expect(fieldErrorMessage('coverLetter', missing, texts)).toBeUndefined();
  });
  it('asks for each missing required field', () => {
    expect(fieldErrorMessage('firstName', missing, texts)).toBe('Enter your first name');
    expect(fieldErrorMessage('lastName', missing, texts)).toBe('Enter your last name');
    expect(fieldErrorMessage('phone', missing, texts)).toBe('Enter your phone number');
    expect(fieldErrorMessage('visaStatus', missing, texts)).toBe('Select your visa status');
    expect(fieldErrorMessage('resume', missing, texts)).toBe('Choose your resume');
  });
  it('tells a missing email from a malformed one', () => {
    expect(fieldErrorMessage('email', missing, texts)).toBe('Enter your email address');
    expect(fieldErrorMessage('email', malformed, texts)).toBe(
      'Enter an email address in the correct format',
    );
  });
  it('knows the form fields', () => {
    expect(isApplicationField('visaStatus')).toBe(true);
    expect(isApplicationField('jobId')).toBe(false);
  });
});
