import { createIntl } from 'react-intl';
import { catalogs } from '../../test/render';
import { prefillMessage } from './prefill';

describe('the prefilled message', () => {
  it('names the chosen modules in one sentence asking for a quote or a combination', () => {
    const sv = createIntl({ locale: 'sv', messages: catalogs.sv });
    expect(prefillMessage(['Roller & kompetens', 'Workshops & labbar', 'AI-policy'], sv)).toBe(
      'Hej! Vi är intresserade av Roller & kompetens, Workshops & labbar och AI-policy och skulle gärna få en offert eller ert förslag på en lämplig kombination.',
    );
    const en = createIntl({ locale: 'en', messages: catalogs.en });
    expect(prefillMessage(['Roles & Competencies', 'AI Policy'], en)).toBe(
      'Hello! We are interested in Roles & Competencies and AI Policy and would welcome a quote or your recommendation for a suitable combination.',
    );
  });

  it('is empty with no modules', () => {
    expect(prefillMessage([], createIntl({ locale: 'sv', messages: catalogs.sv }))).toBe('');
  });
});
