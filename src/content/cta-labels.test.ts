import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { CTA_LABELS } from './cta-labels';

const CATALOGS = { sv, en } as Record<'sv' | 'en', Record<string, string>>;

const EXPECTED = {
  sv: { booking: 'Boka introsamtal', shortCall: 'Boka ett kort samtal (15 min)', contactForm: 'Kontakta oss' },
  en: { booking: 'Book an intro call', shortCall: 'Book a short call (15 min)', contactForm: 'Contact us' },
} as const;

describe('call-to-action labels', () => {
  for (const locale of ['sv', 'en'] as const) {
    for (const destination of Object.keys(CTA_LABELS) as (keyof typeof CTA_LABELS)[]) {
      it(`${locale}: every link to the ${destination} destination has one name`, () => {
        const labels = CTA_LABELS[destination].map((id) => [id, CATALOGS[locale][id]]);
        expect(labels).toEqual(CTA_LABELS[destination].map((id) => [id, EXPECTED[locale][destination]]));
      });
    }
  }
});

describe('call-to-action labels, the other way round', () => {
  /**
   * Messages that read like a destination's label but are not a link to it: the footer's
   * heading over the address.
   */
  const NOT_LISTED = ['footer.contactHeading'];

  for (const locale of ['sv', 'en'] as const) {
    it(`${locale}: lists every message that reads as a destination's label under that destination`, () => {
      for (const destination of Object.keys(CTA_LABELS) as (keyof typeof CTA_LABELS)[]) {
        const reading = Object.keys(CATALOGS[locale]).filter(
          (id) => CATALOGS[locale][id] === EXPECTED[locale][destination] && !NOT_LISTED.includes(id),
        );
        expect([...CTA_LABELS[destination]].sort()).toEqual(reading.sort());
      }
    });
  }
});
