// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sv from '../../i18n/sv.json';
import type { LeadTable } from '../db/schema';
import { composeLeadMail } from './compose';

const lead: LeadTable = {
  id: 'lead-1',
  received_at: '2026-11-23T10:00:00.000Z',
  locale: 'sv',
  persona: 'you',
  score: 90,
  label: 'ready',
  avg15: 4.6,
  answers: '{}',
  dimensions: '{}',
  interest: 0,
  name: 'Per',
  title: '',
  company: '',
  size: '',
  email: 'per@example.se',
  phone: '',
  followup: 'no',
  consent: 1,
  consent_version: '2026-11',
  is_spam: 0,
};

describe('the lead mail to the consultancy', () => {
  // The consultancy reads the label the visitor saw: the same catalog message, not a copy of it.
  for (const label of ['ready', 'onTrack', 'unclear'] as const) {
    it(`names the result '${label}' as the site does`, () => {
      const { body } = composeLeadMail({ ...lead, label });
      expect(body).toContain(`Resultat: 90 av 100 – ${sv[`pulse.label.${label}`]} (snitt 4.60 av 5)`);
    });
  }
});
