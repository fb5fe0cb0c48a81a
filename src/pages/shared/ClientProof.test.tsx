import { render, screen } from '../../test/render';
import { ClientProof } from './ClientProof';
import { clientProof } from './proof.server';

describe('client proof', () => {
  it('shows nothing while PROOF holds no quote and no case', () => {
    render(<ClientProof {...clientProof('sv')} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a set quote with its name and role, and a set case, in the page’s language', () => {
    const proof = clientProof('en', {
      quote: {
        text: { sv: 'Nu vet vi var vi står.', en: 'Now we know where we stand.' },
        name: 'Eva Ek',
        role: { sv: 'HR-chef', en: 'Head of HR' },
      },
      clientCase: { title: { sv: 'En kommun', en: 'A municipality' }, text: { sv: '40 chefer', en: '40 managers' } },
      priceRanges: {},
      partners: [],
    });
    render(<ClientProof {...proof} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'What clients say' })).toBeInTheDocument();
    expect(screen.getByText('Now we know where we stand.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Eva Ek, Head of HR')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A municipality' })).toBeInTheDocument();
  });
});
