// Whether a text (trimmed) reads as an e-mail address: something, an @, a domain with a dot, no spaces. The forms'
// check before sending; the server's `format: email` stays the judge.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text.trim());
}
