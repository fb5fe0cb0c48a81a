/** The AI literacy page's link cards and list: message ids and the screen each card opens. */
import type { ScreenId } from '../routing/route-table';
import type { MessageId } from '../i18n/messages';

export const AI_LITERACY_MEANING: readonly MessageId[] = [
  'aiLiteracy.meaning.understand',
  'aiLiteracy.meaning.judge',
  'aiLiteracy.meaning.data',
  'aiLiteracy.meaning.risk',
  'aiLiteracy.meaning.policy',
];

export const AI_LITERACY_PATHS: readonly { id: string; screen: ScreenId; title: MessageId; text: MessageId }[] = [
  { id: 'you', screen: 'clarityForYou', title: 'aiLiteracy.paths.you.title', text: 'aiLiteracy.paths.you.text' },
  {
    id: 'teams',
    screen: 'clarityForTeams',
    title: 'aiLiteracy.paths.teams.title',
    text: 'aiLiteracy.paths.teams.text',
  },
  {
    id: 'strategic',
    screen: 'strategicClarity',
    title: 'aiLiteracy.paths.strategic.title',
    text: 'aiLiteracy.paths.strategic.text',
  },
  { id: 'modules', screen: 'modules', title: 'aiLiteracy.paths.modules.title', text: 'aiLiteracy.paths.modules.text' },
];
