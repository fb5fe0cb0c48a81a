/** Structured content of the about page: message ids, not prose. */
import type { MessageId } from '../i18n/messages';

export interface TitledText {
  id: string;
  title: MessageId;
  text: MessageId;
}

export const ABOUT_AUDIENCES: readonly TitledText[] = [
  { id: 'individuals', title: 'about.why.individuals.title', text: 'about.why.individuals.text' },
  { id: 'teams', title: 'about.why.teams.title', text: 'about.why.teams.text' },
  { id: 'leadership', title: 'about.why.leadership.title', text: 'about.why.leadership.text' },
];

export const ABOUT_BELIEFS: readonly TitledText[] = [
  { id: 'people', title: 'about.beliefs.people.title', text: 'about.beliefs.people.text' },
  { id: 'clarity', title: 'about.beliefs.clarity.title', text: 'about.beliefs.clarity.text' },
  { id: 'learning', title: 'about.beliefs.learning.title', text: 'about.beliefs.learning.text' },
  { id: 'responsibility', title: 'about.beliefs.responsibility.title', text: 'about.beliefs.responsibility.text' },
];

export const ABOUT_HOW: readonly MessageId[] = ['about.how.tailored', 'about.how.model', 'about.how.measure'];

export const ABOUT_FACTS: readonly { id: string; term: MessageId; value: MessageId }[] = [
  { id: 'founded', term: 'about.facts.founded.term', value: 'about.facts.founded.value' },
  { id: 'founder', term: 'about.facts.founder.term', value: 'about.facts.founder.value' },
  { id: 'approach', term: 'about.facts.approach.term', value: 'about.facts.approach.value' },
  { id: 'base', term: 'about.facts.base.term', value: 'about.facts.base.value' },
];
