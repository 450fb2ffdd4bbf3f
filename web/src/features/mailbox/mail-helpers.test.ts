import { describe, expect, it } from 'vitest';
import { mantineColor } from './label-color';
import { parseAddress } from './mail-address';
import { mailsParams, validateMailboxSearch } from './mailbox-search';

describe('parseAddress', () => {
  it('splits "Name <address>"', () => {
    expect(parseAddress('Homero Mena <homero@example.com>')).toEqual({
      name: 'Homero Mena',
      address: 'homero@example.com',
    });
  });

  it('uses the address as the name when there is none', () => {
    expect(parseAddress('<ana@example.com>')).toEqual({ name: 'ana@example.com', address: 'ana@example.com' });
    expect(parseAddress('ana@example.com')).toEqual({ name: 'ana@example.com', address: 'ana@example.com' });
  });
});

describe('mantineColor', () => {
  it('maps Tailwind colour names onto theme colours, gray when unknown', () => {
    expect(mantineColor('purple')).toBe('grape');
    expect(mantineColor('teal')).toBe('teal');
    expect(mantineColor('chartreuse')).toBe('gray');
  });
});

describe('mailbox URL', () => {
  it('reads the page as a whole number from 1', () => {
    expect(validateMailboxSearch({ page: '3' })).toEqual({ page: 3 });
    expect(validateMailboxSearch({ page: '0' })).toEqual({ page: 1 });
    expect(validateMailboxSearch({ page: 'x' })).toEqual({ page: 1 });
    expect(validateMailboxSearch({})).toEqual({ page: 1 });
  });

  it('selects the list by the kind of view', () => {
    expect(mailsParams('label', 'work', 2)).toEqual({ label: 'work', page: 2 });
  });
});
