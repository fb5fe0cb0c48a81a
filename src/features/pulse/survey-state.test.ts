import { back, INITIAL_STATE, leadPayload, next, personaAnswers, resumedState, type SurveyState } from './survey-state';

describe('survey steps', () => {
  it('starts at the persona step with nothing chosen, answered or ticked, and an empty honeypot', () => {
    expect(INITIAL_STATE).toEqual({
      step: 0,
      answers: {},
      contact: { name: '', title: '', company: '', size: '', email: '', phone: '', cw_followup: '', consent: false },
      website: '',
    });
  });

  it('leaves step 0 only once a persona is chosen', () => {
    expect(next(INITIAL_STATE).step).toBe(0);
    expect(next({ ...INITIAL_STATE, persona: 'team' }).step).toBe(1);
  });

  it('goes from 1 to 2 with no check, and back 2 → 1 → 0', () => {
    const atOne: SurveyState = { ...INITIAL_STATE, persona: 'you', step: 1 };
    const atTwo = next(atOne);
    expect(atTwo.step).toBe(2);
    expect(next(atTwo).step).toBe(2);
    expect(back(atTwo).step).toBe(1);
    expect(back(back(atTwo)).step).toBe(0);
    expect(back(INITIAL_STATE).step).toBe(0);
  });

  it('never leaves the result', () => {
    const result: SurveyState = { ...INITIAL_STATE, persona: 'you', step: 'result' };
    expect(back(result).step).toBe('result');
    expect(next(result).step).toBe('result');
  });
});

describe('the lead payload', () => {
  const state: SurveyState = {
    ...INITIAL_STATE,
    step: 2,
    persona: 'team',
    // Answers left over from another persona are not sent; empty open answers neither.
    answers: { you_q1: 1, team_q1: 4, team_q2: 5, team_q6: 3, team_open1: '  Möten  ', team_open2: ' ' },
    contact: { ...INITIAL_STATE.contact, name: 'Per', cw_followup: 'yes', consent: false },
  };

  it('carries the spec’s fields, the contact details and the profile', () => {
    expect(leadPayload(state, 'sv')).toEqual({
      score: 75,
      label: 'onTrack',
      avg15: 4,
      answers: { team_q1: 4, team_q2: 5, team_q6: 3, team_open1: 'Möten' },
      persona: 'team',
      interest: true,
      locale: 'sv',
      dimensions: { understanding: 75, skills: 100, culture: 50 },
      contact: {
        name: 'Per',
        title: '',
        company: '',
        size: '',
        email: '',
        phone: '',
        cw_followup: 'yes',
        consent: false,
      },
    });
  });

  it('sets interest from the follow-up answer', () => {
    expect(leadPayload({ ...state, contact: { ...state.contact, cw_followup: 'no' } }, 'en').interest).toBe(false);
    expect(leadPayload({ ...state, contact: { ...state.contact, cw_followup: '' } }, 'en').interest).toBe(false);
  });

  it('sends a contact step left untouched as empty fields, consent unticked and no interest', () => {
    const untouched = leadPayload({ ...INITIAL_STATE, step: 2, persona: 'you', answers: { you_q1: 2 } }, 'en');
    expect(untouched.contact).toEqual(INITIAL_STATE.contact);
    expect(untouched.interest).toBe(false);
    expect(untouched.answers).toEqual({ you_q1: 2 });
  });

  it('keeps the answers the visitor gave and nothing for the ones skipped', () => {
    expect(personaAnswers({ ...state, answers: { team_q3: 1, team_open2: 'Tid' } })).toEqual({
      team_q3: 1,
      team_open2: 'Tid',
    });
  });

  it('has no answers before a persona is chosen', () => {
    expect(personaAnswers({ ...INITIAL_STATE, answers: { you_q1: 3, team_open1: 'Möten' } })).toEqual({});
  });

  it('keeps only the persona’s own questions', () => {
    expect(Object.keys(personaAnswers({ ...state, persona: 'you' }))).toEqual(['you_q1']);
  });
});

describe('resuming saved progress', () => {
  it('starts afresh with nothing saved or a sent survey', () => {
    expect(resumedState(undefined)).toBeUndefined();
    expect(resumedState({ step: 'result', persona: 'you' })).toBeUndefined();
  });

  it('fills what an older save lacks, keeps an offered size and drops one no longer offered', () => {
    const older = { step: 2, persona: 'you', contact: { name: 'Per' } } as unknown as Partial<SurveyState>;
    expect(resumedState(older)).toEqual({
      ...INITIAL_STATE,
      step: 2,
      persona: 'you',
      contact: { ...INITIAL_STATE.contact, name: 'Per' },
    });
    const sized = (size: string) =>
      resumedState({ step: 2, contact: { ...INITIAL_STATE.contact, size } })?.contact.size;
    expect(sized('51-250')).toBe('51-250');
    expect(sized('5000+')).toBe('');
  });
});
