/**
 * The free-text contact details a Clarity Pulse lead may leave (each optional, '' when left
 * empty): the survey's contact step holds them (src/features/pulse/survey-state.ts) and the
 * `leads` table stores them under the same names (server/db/schema.ts).
 */
export interface LeadContactText {
  name: string;
  title: string;
  company: string;
  /** One of COMPANY_SIZES (lead-schema.ts), or ''. */
  size: string;
  email: string;
  phone: string;
}
