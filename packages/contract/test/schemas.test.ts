import { describe, expect, it } from 'vitest';
import {
  applicationFieldsSchema,
  checkPassword,
  cleanResumeFileName,
  contactRequestSchema,
  countryCodeOption,
  findCountry,
  jobInputSchema,
  MESSAGES,
  parseCallingCode,
  passwordProblem,
  registerRequestSchema,
  resetPasswordRequestSchema,
  RESUME_ACCEPT,
  resumeKindFromName,
  verifyOtpRequestSchema,
} from '../src';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const registration = {
  email: 'Ann.Lee@example.com',
  retypeEmail: 'ann.lee@example.com',
  password: 'Abcdef1!',
  retypePassword: 'Abcdef1!',
  firstName: ' Ann ',
  lastName: 'Lee',
  countryCode: 'United Kingdom (+44)',
  PhoneNo: '7700900123',
  country: 'united kingdom',
};

describe('password policy', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['Ab1!', MESSAGES.passwordLength],
    ['Abcdefghij1!Abcdefg', MESSAGES.passwordLength],
    ['abcdefg1!', MESSAGES.passwordCharacters],
    ['ABCDEFG1!', MESSAGES.passwordCharacters],
    ['Abcdefgh!', MESSAGES.passwordCharacters],
    ['Abcdefgh1', MESSAGES.passwordCharacters],
    ['Abcdefgh1-', MESSAGES.passwordCharacters],
    ['Abc def1!', 'Password must not contain spaces, accented letters or other special symbols.'],
    ['ÄAbcdef1!', 'Password must not contain spaces, accented letters or other special symbols.'],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('reports each rule for live hints', () => {
    expect(checkPassword('abc')).toEqual({
      longEnough: false,
      notTooLong: true,
      hasLowercase: true,
      hasUppercase: false,
      hasDigit: false,
      hasSpecial: false,
      printableAscii: true,
    });
  });

  it('uses the two reset-password texts of the spec', () => {
    expect(MESSAGES.passwordLength).toBe('Password must be 8-18 characters long.');
    expect(MESSAGES.passwordCharacters).toBe(
      'Password must contain uppercase, lowercase, number, and special character.',
    );
  });
});

describe('registerRequestSchema', () => {
  it('trims, normalises country and calling code, and drops unknown fields', () => {
    expect(registerRequestSchema.parse({ ...registration, isAdmin: true })).toEqual({
      ...registration,
      firstName: 'Ann',
      countryCode: '44',
      country: 'United Kingdom',
    });
  });

  it('says when emails or passwords do not match, beside other problems', () => {
    const result = registerRequestSchema.safeParse({
      ...registration,
      retypeEmail: 'other@example.com',
      retypePassword: 'Other1!x',
      lastName: '',
    });
    expect(messages(result)).toEqual([
      'Last name is required.',
      'Emails do not match',
      'Passwords do not match',
    ]);
  });

  it.each([
    [{ PhoneNo: '+44 7700' }, 'Phone number must contain digits only.'],
    [{ PhoneNo: '123' }, 'Phone number must have 4 to 15 digits.'],
    [{ country: 'Narnia' }, 'Choose a country from the list.'],
    [{ countryCode: '+999' }, 'Choose a phone code from the list.'],
    [{ email: 'ann@', retypeEmail: 'ann@' }, 'Enter a valid email address.'],
  ])('refuses %o', (change, message) => {
    expect(messages(registerRequestSchema.safeParse({ ...registration, ...change }))).toEqual([
      message,
    ]);
  });
});

describe('other requests', () => {
  it('wants a six-digit code', () => {
    expect(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
    expect(messages(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '1234' }))).toEqual([
      'Enter the 6-digit code from your email.',
    ]);
  });

  it('applies the policy to a reset', () => {
    const result = resetPasswordRequestSchema.safeParse({
      email: 'a@b.co',
      otp: '123456',
      newPassword: 'weak',
    });
    expect(messages(result)).toEqual([MESSAGES.passwordLength]);
  });

  it('knows the visa statuses and leaves the cover letter optional', () => {
    const base = {
      firstName: 'Tom',
      lastName: 'Ng',
      email: 'tom@example.com',
      phone: '+1 703 555 0142',
      visaStatus: 'US Citizen',
      jobId: 'abc',
    };
    expect(applicationFieldsSchema.parse(base).coverLetter).toBe('');
    expect(messages(applicationFieldsSchema.safeParse({ ...base, visaStatus: 'Tourist' }))).toEqual(
      ['Choose a visa status.'],
    );
  });

  it('requires every contact field', () => {
    expect(messages(contactRequestSchema.safeParse({}))).toEqual([
      'Name is required.',
      'Email is required.',
      'Subject is required.',
      'Message is required.',
    ]);
  });

  it('refuses control characters other than tab and newline, and cleans CR LF', () => {
    const contact = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };
    for (const bad of ['\u0000', '\u0008', '\u000b', '\u001b', '\u007f', '\u009b']) {
      expect(messages(contactRequestSchema.safeParse({ ...contact, name: `A${bad}n` }))).toEqual([
        'Name contains characters that are not allowed.',
      ]);
    }
    const clean = contactRequestSchema.parse({ ...contact, message: ' a\r\nb\rc\td ' });
    expect(clean.message).toBe('a\nb\nc\td');
  });

  it('checks a job file', () => {
    const result = jobInputSchema.safeParse({ title: 'QA', responsibilities: [] });
    expect(messages(result)).toContain('Responsibilities needs at least one entry.');
  });
});

describe('countries and resumes', () => {
  it('builds and reads phone-code option values', () => {
    const india = findCountry('India')!;
    expect(countryCodeOption(india)).toBe('India (+91)');
    expect(parseCallingCode('India (+91)')).toBe('91');
    expect(parseCallingCode('+1')).toBe('1');
    expect(parseCallingCode('Nowhere (+999)')).toBeUndefined();
  });

  it('cleans a resume file name instead of refusing it', () => {
    expect(cleanResumeFileName('C:\\Users\\ann\\my\u0000cv.pdf')).toBe('mycv.pdf');
    expect(cleanResumeFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanResumeFileName('\u0007')).toBe('resume');
    expect(cleanResumeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('accepts pdf, doc and docx by name and MIME type', () => {
    expect(resumeKindFromName('CV.DOCX')).toBe('docx');
    expect(resumeKindFromName('cv.txt')).toBeUndefined();
    expect(RESUME_ACCEPT).toContain('.pdf');
    expect(RESUME_ACCEPT).toContain('application/msword');
  });
});
