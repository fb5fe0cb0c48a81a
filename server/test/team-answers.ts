/**
 * A member's answer at the survey's limits, for the tests and the benchmark of a full survey:
 * every rating (varied by `i`) and both open answers at their full length.
 */
import { TEAM_OPEN_MAX } from '../../src/domain/team-pulse/team-survey';

const longText = (i: number) => `${i} ${'å'.repeat(TEAM_OPEN_MAX - String(i).length - 1)}`;

export function fullTeamAnswer(i: number) {
  return {
    team_q1: 1 + (i % 5),
    team_q2: 1 + ((i * 7) % 5),
    team_q3: 3,
    team_q4: 4,
    team_q5: 2,
    team_q6: 5,
    team_open1: longText(i),
    team_open2: longText(-i),
  };
}
