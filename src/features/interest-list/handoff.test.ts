import { chosenModules, contactHref } from './handoff';

describe('handoff to the contact page', () => {
  it('carries the slugs comma-joined and URL-encoded', () => {
    expect(contactHref('/kontakt', ['ai-policy', 'roller-kompetens'])).toBe(
      '/kontakt?modules=ai-policy%2Croller-kompetens',
    );
    expect(contactHref('/en/contact', [])).toBe('/en/contact');
  });

  it('shows the union of the query and the stored list, without duplicates', () => {
    expect(chosenModules('ai-policy,workshops-labbar', ['workshops-labbar', 'ledarskap-beslut'])).toEqual([
      'ai-policy',
      'workshops-labbar',
      'ledarskap-beslut',
    ]);
    expect(chosenModules(null, ['a'])).toEqual(['a']);
    expect(chosenModules(' , ,b', [])).toEqual(['b']);
  });
});
