/**
 * The contact enquiry (SPEC sections 3 and 5): one schema for the Formik form and the server.
 * Messages are catalog ids; the form shows them in the visitor's language.
 */
import { boolean, object, string, type InferType } from 'yup';
import { LOCALES } from '../routing/route-table';
import { emailAddress, isNotBlank, message, rule, singleLine } from './validation';

/** Version of the consent wording shown beside the checkbox; bump it when the wording changes. */
export const CONTACT_CONSENT_VERSION = 'contact-consent-2026-11';

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  company: 200,
  message: 5000,
  modules: 1000,
  website: 500,
} as const;

export const contactSchema = object({
  name: singleLine(CONTACT_LIMITS.name)
    .required(message('contact.form.name.required'))
    .test(rule('contact.form.name.required', isNotBlank)),
  email: emailAddress(CONTACT_LIMITS.email).required(message('contact.form.email.required')),
  phone: singleLine(CONTACT_LIMITS.phone).optional(),
  company: singleLine(CONTACT_LIMITS.company).optional(),
  message: string()
    .required(message('contact.form.message.required'))
    .max(CONTACT_LIMITS.message, message('validation.tooLong'))
    .test(rule('contact.form.message.required', isNotBlank)),
  consent: boolean()
    .required(message('contact.form.consent.required'))
    .oneOf([true], message('contact.form.consent.required')),
  /** The honeypot: hidden from people, filled by bots. */
  website: string().max(CONTACT_LIMITS.website, message('validation.tooLong')).optional(),
  /** Chosen module slugs, comma-separated. */
  modules: singleLine(CONTACT_LIMITS.modules).optional(),
  /** The page's language; not in the original payload, so optional (the server then reads Accept-Language). */
  locale: string().oneOf(LOCALES, message('validation.invalid')).optional(),
})
  .noUnknown(message('validation.unknownField'))
  .required(message('validation.notAnObject'))
  .typeError(message('validation.notAnObject'));

export type ContactEnquiry = InferType<typeof contactSchema>;
