import { internationalPhone, phoneHref } from './phone';
import { displayPhone } from './site';

describe('phone number forms', () => {
  it('writes a mobile and a Stockholm number internationally, without the trunk 0', () => {
    expect(internationalPhone('070-174 06 50')).toBe('+46 70 174 06 50');
    expect(internationalPhone('08-123 456 78')).toBe('+46 8 123 456 78');
    expect(internationalPhone('031-12 34 56')).toBe('+46 31 12 34 56');
  });

  it('dials the international form', () => {
    expect(phoneHref('070-174 06 50')).toBe('tel:+46701740650');
  });

  it('shows the national form on Swedish pages and the international form on English pages', () => {
    expect(displayPhone('sv', { phone: '070-174 06 50' })).toBe('070-174 06 50');
    expect(displayPhone('en', { phone: '070-174 06 50' })).toBe('+46 70 174 06 50');
  });

  it('refuses a number it cannot read, rather than showing it wrongly', () => {
    expect(() => internationalPhone('0701740650')).toThrow(/national form/);
  });
});
