import { describe, expect, it } from 'vitest';
import { greetingIn } from './compose-mail';
import { MAIL_NAME_MAX_CHARACTERS, plainName } from './plain-name';

describe('plainName', () => {
  it.each([
    ['Asha Verma', 'Asha Verma'],
    ["Dr. Kavya O'Neil-Rao", "Dr. Kavya O'Neil-Rao"],
    ['आशा वर्मा', 'आशा वर्मा'],
    ['கவியா ராஜ்', 'கவியா ராஜ்'],
    ['  Asha\n\tVerma  ', 'Asha Verma'],
    ['Win ₹50000 at www.evil.example/claim now', 'Win at www evil example claim now'],
    ['Asha <a href="https://evil.example">click</a>', 'Asha a href https evil example click a'],
    ['12345', ''],
  ])('%j -> %j', (name, plain) => {
    expect(plainName(name)).toBe(plain);
  });

  it(`keeps at most ${MAIL_NAME_MAX_CHARACTERS} characters`, () => {
    const long = 'Asha '.repeat(30);
    expect([...plainName(long)].length).toBeLessThanOrEqual(MAIL_NAME_MAX_CHARACTERS);
    expect(plainName(long).startsWith('Asha Asha')).toBe(true);
  });
});

describe('the greeting in English', () => {
  it('greets by the plain name, or without one', () => {
    expect(greetingIn('en', 'Asha Verma')).toBe('Namaste Asha Verma,');
    expect(greetingIn('en', 'http://x.example/1')).toBe('Namaste http x example,');
    expect(greetingIn('en', '***')).toBe('Namaste,');
  });
});
