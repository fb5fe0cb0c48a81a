/**
 * A team survey's state as its lead's results page shows it: what the server answers
 * (server/team-pulse/store.ts) and what the page reads (src/features/team-pulse/team-pulse-api.ts),
 * written once so the two cannot drift apart.
 */
import type { Locale } from '../../routing/route-table';

export interface TeamSurveyStatus {
  teamName: string;
  locale: Locale;
  threshold: number;
  /** Every answer taken. */
  count: number;
  /**
   * The answers the published result is made of (0 below the threshold): it changes only in
   * steps of at least the threshold.
   */
  shownCount: number;
  status: 'open' | 'closed';
  /** Members mailed a personal link: how many were invited; absent for a survey with one shared link. */
  invited?: number;
  /** The day this round started (YYYY-MM-DD), for the printout. */
  startedOn: string;
  /** Set when a follow-up round of this one was started: the day it started; it closed this round. */
  followedUpOn?: string;
}
