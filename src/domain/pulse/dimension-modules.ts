import type { ModuleId } from '../../content/modules';
import type { Dimension } from './questions';

/** The module on the modules page that addresses each dimension, offered for the weakest one. */
export const DIMENSION_MODULES: Record<Dimension, ModuleId> = {
  understanding: 'aiLiteracyTraining',
  skills: 'rolesCompetencies',
  waysOfWorking: 'workshopsLabs',
  leadership: 'leadershipDecisions',
  policy: 'aiActGovernance',
  culture: 'cultureAlignment',
  measurement: 'leadershipDecisions',
};
