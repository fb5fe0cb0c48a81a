import { render } from '@testing-library/react';
import { keepDashWithWordBefore } from './keepDashWithWordBefore';

describe('keepDashWithWordBefore', () => {
  it('puts each spaced dash with the word before it in a no-wrap span and leaves the text as it was', () => {
    const { container } = render(<h1>{keepDashWithWordBefore('EU:s AI-förordning – klarhet före komplexitet')}</h1>);
    expect(container.textContent).toBe('EU:s AI-förordning – klarhet före komplexitet');
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual(['AI-förordning –']);
  });

  it('keeps every dash of a title, en or em', () => {
    const { container } = render(<h2>{keepDashWithWordBefore('Storage — no cookies – none at all')}</h2>);
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual([
      'Storage —',
      'cookies –',
    ]);
  });

  it('leaves ranges and hyphens alone: only a dash after a space can start a line', () => {
    expect(keepDashWithWordBefore('Dag 0–30: Skapa överblick')).toEqual(['Dag 0–30: Skapa överblick']);
  });
});
