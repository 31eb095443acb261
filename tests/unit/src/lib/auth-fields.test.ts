/**
 * Spec §5 for the sign-in and sign-up forms: which fields each flow needs and the message for each problem,
 * the same rule in the islands and the Actions. Every problem has its words in both languages.
 */
import { describe, expect, it } from 'vitest';
import { authCodeProblems, authDetailsProblems, freshAuthState, type AuthFieldProblem } from '@/lib/auth-fields.ts';
import { getT } from '@/lib/i18n/index.ts';

const goodSignUp = {
  firstname: 'مريم',
  lastname: "O'Neil-Al Kuwari",
  email: 'maryam@example.qa',
  telephone: '+974 5512-3456',
  ageConfirmed: true,
};

describe('sign-in details', () => {
  it('needs the e-mail address when signing in by e-mail', () => {
    expect(authDetailsProblems('sign-in', { method: 'email', email: '' })).toEqual({ email: 'required' });
    expect(authDetailsProblems('sign-in', { method: 'email', email: 'not-an-address' })).toEqual({ email: 'invalidEmail' });
    expect(authDetailsProblems('sign-in', { method: 'email', email: ' noor@example.qa ' })).toEqual({});
    // The other contact is not looked at.
    expect(authDetailsProblems('sign-in', { method: 'email', email: 'noor@example.qa', telephone: 'x' })).toEqual({});
  });

  it('needs a Qatar mobile number when signing in by mobile', () => {
    expect(authDetailsProblems('sign-in', { method: 'mobile', telephone: '   ' })).toEqual({ telephone: 'required' });
    for (const bad of ['1234', '5512345', '551234567', '+971 5512 3456', 'phone-number']) {
      expect(authDetailsProblems('sign-in', { method: 'mobile', telephone: bad })).toEqual({ telephone: 'invalidPhone' });
    }
    for (const good of ['55123456', '5512 3456', '+974 5512-3456', '97455123456']) {
      expect(authDetailsProblems('sign-in', { method: 'mobile', telephone: good })).toEqual({});
    }
  });
});

describe('sign-up details', () => {
  it('accepts names of any script with hyphens and apostrophes', () => {
    expect(authDetailsProblems('sign-up', goodSignUp)).toEqual({});
  });

  it('names every missing field, in form order', () => {
    expect(Object.entries(authDetailsProblems('sign-up', {}))).toEqual([
      ['firstname', 'required'],
      ['lastname', 'required'],
      ['email', 'required'],
      ['telephone', 'required'],
      ['ageConfirmed', 'minimumAge'],
    ]);
  });

  it('applies the name rule', () => {
    for (const bad of ['R2-D2', 'Noor!', 'Noor  Ali', '-Noor', 'a'.repeat(65)]) {
      expect(authDetailsProblems('sign-up', { ...goodSignUp, firstname: bad })).toEqual({ firstname: 'invalidName' });
    }
  });

  it('needs the minimum age confirmed', () => {
    expect(authDetailsProblems('sign-up', { ...goodSignUp, ageConfirmed: false })).toEqual({ ageConfirmed: 'minimumAge' });
  });
});

describe('the code', () => {
  it('is 6 digits', () => {
    const details = { method: 'email' as const, email: 'noor@example.qa' };
    expect(authCodeProblems('sign-in', details, '')).toEqual({ otp: 'required' });
    expect(authCodeProblems('sign-in', details, '12345')).toEqual({ otp: 'invalidVerificationCode' });
    expect(authCodeProblems('sign-in', details, '12345a')).toEqual({ otp: 'invalidVerificationCode' });
    expect(authCodeProblems('sign-in', details, ' 012345 ')).toEqual({});
  });

  it('checks the details again with it', () => {
    expect(authCodeProblems('sign-up', { ...goodSignUp, email: '' }, '123456')).toEqual({ email: 'required' });
  });
});

describe('the words', () => {
  const expected: Record<AuthFieldProblem, string> = {
    required: 'Field is Required',
    invalidEmail: 'Incorrect email format',
    invalidPhone: 'Invalid Phone Number',
    invalidName: 'Only letters, hyphens, and apostrophes are allowed in the name field',
    minimumAge: 'You must be at least 16 years old',
    invalidVerificationCode: 'Invalid Verification Code',
  };

  it.each(Object.entries(expected))('%s reads as the spec says, and in Arabic', (problem, english) => {
    expect(getT('en')(`validation:${problem}`)).toBe(english);
    const arabic = getT('ar')(`validation:${problem}`);
    expect(arabic).not.toBe(english);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('starts a flow clean', () => {
    expect(freshAuthState('sign-up', '/ar/cart')).toMatchObject({ flow: 'sign-up', step: 'contact', fieldErrors: {}, formError: null, redirect: '/ar/cart' });
  });
});
