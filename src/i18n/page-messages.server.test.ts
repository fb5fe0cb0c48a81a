import { TYPE } from '@formatjs/icu-messageformat-parser';
import { withPriceRanges } from './page-messages.server';
import type { CompiledCatalog } from './messages';

const QUOTED = [{ type: TYPE.literal, value: 'Offert efter ett första samtal' }];

describe('price ranges from PROOF', () => {
  const messages = {
    'clarityForTeams.fact.price': QUOTED,
    'clarityForYou.fact.price': QUOTED,
  } as Partial<CompiledCatalog>;

  it('keeps the quoted-after-a-call price while no range is set', () => {
    expect(withPriceRanges(messages, 'sv', {})).toEqual(messages);
  });

  it('puts a set range, in the page’s language, in place of its package’s price and no other', () => {
    const ranges = { clarityForTeams: { sv: 'från 65 000 kr exkl. moms', en: 'from SEK 65,000 excl. VAT' } };
    expect(withPriceRanges(messages, 'en', ranges)).toEqual({
      'clarityForTeams.fact.price': [{ type: TYPE.literal, value: 'from SEK 65,000 excl. VAT' }],
      'clarityForYou.fact.price': QUOTED,
    });
    // A page that does not show the package's facts does not get its price.
    expect(withPriceRanges({}, 'sv', ranges)).toEqual({});
  });
});
