import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, internationalPhone, isRegistrationFilled, nationalPhone, newPasswordError, registrationError } from '../../machines/account/account.rules';

const VALID = { ...EMPTY_REGISTRATION, name: 'Zoë', surname: "O'Neil", email: 'zoe@example.com', phone: '030 1234567', phoneCountry: 'DE', password: 'Secret1', passConfirm: 'Secret1', terms: true };

describe('registration rules (spec §5, first failure in order)', () => {
  it.each([
    [{ name: 'R2D2' }, 'The name field must only contain letters'],
    [{ name: 'R2D2', surname: '7' }, 'The name field must only contain letters'],
    [{ surname: 'L0velace' }, 'The surname field must only contain letters'],
    [{ surname: 'L0velace', email: 'x' }, 'The surname field must only contain letters'],
    [{ email: 'ada@example' }, 'Please enter a valid email address'],
    [{ email: 'ada@example', password: 'short' }, 'Please enter a valid email address'],
    [{ password: 'secret1', passConfirm: 'secret1' }, 'The password must be at least 6 characters and include at least one uppercase letter, one lowercase letter, and one digit'],
    [{ password: 'Secret', passConfirm: 'Secret' }, 'The password must be at least 6 characters and include at least one uppercase letter, one lowercase letter, and one digit'],
    [{ passConfirm: 'Secret2', terms: false }, 'Password confirmation failed!'],
    [{ terms: false }, 'You must agree to the terms and conditions to register'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
  ])('%o → %s', (change, message) => {
    expect(registrationError({ ...VALID, ...change })).toBe(message);
  });

  it('passes a valid form and writes the phone internationally', () => {
    expect(registrationError(VALID)).toBeNull();
    expect(internationalPhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(internationalPhone('+44 20 7946 0958', 'DE')).toBe('+442079460958');
  });

  it('shows a stored phone without the code its country selector already shows (issue 45)', () => {
    expect(nationalPhone('+49301234567', 'DE')).toBe('030 1234567');
    expect(internationalPhone(nationalPhone('+49301234567', 'DE'), 'DE')).toBe('+49301234567');
    // Another country's number, or one typed without its code, is left as it is.
    expect(nationalPhone('+442079460958', 'DE')).toBe('+442079460958');
    expect(nationalPhone('030 1234567', 'DE')).toBe('030 1234567');
    expect(nationalPhone('', 'DE')).toBe('');
  });

  it('needs every field filled before Register is enabled', () => {
    expect(isRegistrationFilled(VALID)).toBe(true);
    expect(isRegistrationFilled({ ...VALID, surname: ' ' })).toBe(false);
  });

  it('new password: the same strength rule, then equal confirmation', () => {
    expect(newPasswordError({ password: 'weak', passConfirm: 'weak' })).toMatch(/^The password must be/);
    expect(newPasswordError({ password: 'Secret1', passConfirm: 'Secret2' })).toBe('Password confirmation failed!');
    expect(newPasswordError({ password: 'Secret1', passConfirm: 'Secret1' })).toBeNull();
  });
});
