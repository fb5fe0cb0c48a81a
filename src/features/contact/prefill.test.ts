import { createIntl } from 'react-intl';
import { catalogs } from '../../test/render';
import { prefillMessage } from './prefill';

describe('the prefilled message', () => {
  it('names the chosen modules in one sentence asking for a quote or a combination', () => {
    const sv = createIntl({ locale: 'sv', messages: catalogs.sv });
    expect(prefillMessage(['Roller & kompetens', 'Workshops & labbar', 'AI-policy'], sv)).toBe(
      'Hej! Vi är intresserade av Roller & kompetens, Workshops & labbar och AI-policy och vill gärna veta mer om upplägg och pris.',
    );
    const en = createIntl({ locale: 'en', messages: catalogs.en });
    expect(prefillMessage(['Roles & Competencies', 'AI Policy'], en)).toBe(
      'Hello! We are interested in Roles & Competencies and AI Policy and would like to know more about the format and price.',
    );
  });

  it('is empty with no modules', () => {
    expect(prefillMessage([], createIntl({ locale: 'sv', messages: catalogs.sv }))).toBe('');
  });
});
