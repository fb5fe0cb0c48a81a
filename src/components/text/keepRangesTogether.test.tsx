import { render } from '@testing-library/react';
import { keepRangesTogether } from './keepRangesTogether';

describe('keepRangesTogether', () => {
  it('puts each number range in a no-wrap span and leaves the text as it was', () => {
    const { container } = render(
      <p>{keepRangesTogether('3 workshops à 2–3 timmar, 6–8 veckor och en 30/60/90-plan')}</p>,
    );
    expect(container.textContent).toBe('3 workshops à 2–3 timmar, 6–8 veckor och en 30/60/90-plan');
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual([
      '2–3',
      '6–8',
      '30/60/90-plan',
    ]);
  });

  it('keeps a range written with spaces around its dash, or on one side only, whole', () => {
    const { container } = render(<p>{keepRangesTogether('Vecka 10 – 12, dag 3 –5 och dag 7– 9')}</p>);
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual([
      '10 – 12',
      '3 –5',
      '7– 9',
    ]);
  });

  it('leaves a text without ranges as it is', () => {
    expect(keepRangesTogether('Fyra digitala sessioner')).toEqual(['Fyra digitala sessioner']);
  });

  it('returns what is not a string (a heading or intro already in markup) as it is', () => {
    const markup = <em>6–8 veckor</em>;
    expect(keepRangesTogether(markup)).toBe(markup);
    expect(keepRangesTogether(undefined)).toBeUndefined();
  });
});
