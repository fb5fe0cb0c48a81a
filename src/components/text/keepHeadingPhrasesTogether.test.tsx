import { render } from '@testing-library/react';
import { keepHeadingPhrasesTogether } from './keepHeadingPhrasesTogether';

const kept = (container: HTMLElement) => [...container.querySelectorAll('span.nowrap')].map((span) => span.textContent);

describe('keepHeadingPhrasesTogether', () => {
  it('keeps a spaced dash with the word before it and leaves the text as it was', () => {
    const { container } = render(
      <h1>{keepHeadingPhrasesTogether('Lagring i din webbläsare – inga spårningskakor')}</h1>,
    );
    expect(container.textContent).toBe('Lagring i din webbläsare – inga spårningskakor');
    expect(kept(container)).toEqual(['webbläsare –']);
  });

  it('keeps every dash of a title, en or em', () => {
    const { container } = render(<h2>{keepHeadingPhrasesTogether('Storage — no cookies – none at all')}</h2>);
    expect(kept(container)).toEqual(['Storage —', 'cookies –']);
  });

  it('keeps a hyphenated word whole, with its dash when one follows', () => {
    const { container } = render(
      <h2>{keepHeadingPhrasesTogether('EU:s AI-förordning – klarhet före high-risk AI-system')}</h2>,
    );
    expect(container.textContent).toBe('EU:s AI-förordning – klarhet före high-risk AI-system');
    expect(kept(container)).toEqual(['AI-förordning –', 'high-risk', 'AI-system']);
  });

  it('keeps a word of several hyphenated parts whole', () => {
    const { container } = render(<h2>{keepHeadingPhrasesTogether('En 30-60-90-plan för teamet')}</h2>);
    expect(kept(container)).toEqual(['30-60-90-plan']);
  });

  it('leaves ranges alone: only a dash after a space can start a line', () => {
    expect(keepHeadingPhrasesTogether('Dag 0–30: Skapa överblick')).toEqual(['Dag 0–30: Skapa överblick']);
  });
});
