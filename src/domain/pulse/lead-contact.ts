/**
 * The free-text contact details a Clarity Pulse lead may leave (each optional, '' when left
 * empty): the survey's contact step holds them (src/features/pulse/survey-state.ts) and the
 * `leads` table stores them under the same names (server/db/schema.ts).
 */
/**
 * The company sizes the survey offers. Here, in a module without yup, so that the survey's first
 * load (which checks a resumed size against them) does not bring the schema library with it.
 */
export const COMPANY_SIZES = ['1-10', '11-50', '51-250', '251-1000', '1000+'] as const;

export interface LeadContactText {
  name: string;
  title: string;
  company: string;
  /** One of COMPANY_SIZES, or ''. */
  size: string;
  email: string;
  phone: string;
}
