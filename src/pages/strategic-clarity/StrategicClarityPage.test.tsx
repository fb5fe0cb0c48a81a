import type { Proof } from '../../config/site';
import { render, screen } from '../../test/render';
import { clientProof } from '../shared/proof.server';
import StrategicClarityPage from './StrategicClarityPage';

const configured: Proof = {
  quote: {
    text: { sv: 'Nu vet vi var vi står.', en: 'Now we know where we stand.' },
    name: 'Eva Ek',
    role: { sv: 'HR-chef', en: 'Head of HR' },
  },
  clientCase: { title: { sv: 'En kommun', en: 'A municipality' }, text: { sv: '40 chefer', en: '40 managers' } },
  priceRanges: {},
  partners: [],
};

describe('Strategic Clarity’s client proof', () => {
  it('shows the client quote and case once they are set in PROOF', async () => {
    render(<StrategicClarityPage />, {
      path: '/erbjudanden/strategic-clarity',
      loaderData: { proof: clientProof('sv', configured) },
    });
    expect(await screen.findByRole('region', { name: 'Vad kunderna säger' })).toBeInTheDocument();
    expect(screen.getByText('Nu vet vi var vi står.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Eva Ek, HR-chef')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'En kommun' })).toBeInTheDocument();
  });

  it('says nothing of clients while the slots are empty', () => {
    render(<StrategicClarityPage />, {
      path: '/erbjudanden/strategic-clarity',
      loaderData: { proof: clientProof('sv') },
    });
    expect(screen.queryByText('Vad kunderna säger')).not.toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
