import { MODULES } from '../../content/modules';
import { DIMENSION_MODULES } from './dimension-modules';
import { DIMENSIONS } from './questions';

describe('the module offered for the weakest dimension', () => {
  it('is, for every dimension, a module the modules page lists', () => {
    const listed = MODULES.map((module) => module.id);
    expect(Object.keys(DIMENSION_MODULES)).toEqual([...DIMENSIONS]);
    expect(DIMENSIONS.filter((dimension) => !listed.includes(DIMENSION_MODULES[dimension]))).toEqual([]);
  });

  it('matches what the dimension measures', () => {
    expect(DIMENSION_MODULES).toEqual({
      understanding: 'aiLiteracyTraining',
      skills: 'rolesCompetencies',
      waysOfWorking: 'workshopsLabs',
      leadership: 'leadershipDecisions',
      policy: 'aiActGovernance',
      culture: 'cultureAlignment',
      measurement: 'leadershipDecisions',
    });
  });
});
