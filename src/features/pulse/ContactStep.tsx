import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { ChoiceGroup } from '../../components/ui/ChoiceGroup';
import { Honeypot } from '../../components/ui/Honeypot';
import { Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { COMPANY_SIZES } from '../../domain/pulse/lead-contact';
import { leadContactSchema } from '../../domain/pulse/lead-schema';
import type { Persona } from '../../domain/pulse/questions';
import type { ContactDetails } from './survey-state';
import { useFormFlow } from '../../components/ui/useFormFlow';
import type { SubmissionKeys } from '../../config/submission-key';
import fieldStyles from '../../components/ui/Field.module.css';
import styles from './Pulse.module.css';

const FOLLOWUP_OPTIONS = ['yes', 'no'] as const;

type TextDetail = 'name' | 'title' | 'company' | 'email' | 'phone';
interface TextDetailField {
  key: TextDetail;
  type?: 'email' | 'tel';
  autoComplete: string;
}

/** Who the visitor is (before the size question) and how to reach them (after it). */
const ABOUT_YOU: readonly TextDetailField[] = [
  { key: 'name', autoComplete: 'name' },
  { key: 'title', autoComplete: 'organization-title' },
  { key: 'company', autoComplete: 'organization' },
];
const REACH_YOU: readonly TextDetailField[] = [
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** What the step's form holds: the contact details and the honeypot. */
type Values = ContactDetails & { website: string };
const FIELDS = ['name', 'title', 'company', 'size', 'email', 'phone', 'cw_followup', 'consent'] as const;
type Field = (typeof FIELDS)[number];

/** The contact details alone, without the honeypot. */
function detailsOf({ name, title, company, size, email, phone, cw_followup, consent }: Values): ContactDetails {
  return { name, title, company, size, email, phone, cw_followup, consent };
}

export interface ContactStepProps {
  contact: ContactDetails;
  /** Whose next 30 days the follow-up question is about: yours, your team's or your organisation's. */
  persona: Persona;
  website: string;
  /** Told of each change, so the draft survives a reload. */
  onChange: (contact: Partial<ContactDetails>) => void;
  onHoneypot: (value: string) => void;
  onBack: () => void;
  /** The details passed the lead's contact schema (the server's): send them. Called inside the press. */
  onSend: (contact: ContactDetails, keys: SubmissionKeys) => void;
}

/**
 * Step 2: contact details, all optional (SPEC section 5), the follow-up question and consent.
 * The details the server would refuse (an address that is not one, invisible control
 * characters) are shown on their fields, with focus on the first, before the booking tab opens
 * and the result is shown: the server's refusal would otherwise be lost with the result on screen.
 */
export function ContactStep({ contact, persona, website, onChange, onHoneypot, onBack, onSend }: ContactStepProps) {
  const t = useT();
  const { values, isSending, change, textField, checkbox, honeypotField, onSubmit } = useFormFlow<Values, Field>({
    initialValues: { ...contact, website },
    fields: FIELDS,
    idPrefix: 'pulse-',
    schema: leadContactSchema,
    toInput: detailsOf,
    honeypot: 'website',
    // The result is shown at once, before the server answers; a failure is only logged.
    send(sent, keys) {
      onSend(detailsOf(sent), keys);
      return { kind: 'sent' };
    },
    onFieldChange: (field, value) => (field === 'website' ? onHoneypot(value as string) : onChange({ [field]: value })),
  });
  const detailField = ({ key, type, autoComplete }: TextDetailField) => (
    <TextField key={key} type={type} label={t(`pulse.field.${key}`)} autoComplete={autoComplete} {...textField(key)} />
  );
  return (
    <form className={styles.contactForm} noValidate onSubmit={onSubmit}>
      <p className={styles.lead}>{t('pulse.step2.lead')}</p>
      {ABOUT_YOU.map(detailField)}
      <div className={fieldStyles.field}>
        <label htmlFor="pulse-size" className={fieldStyles.label}>
          {t('pulse.field.size')}
        </label>
        <select
          id="pulse-size"
          name="size"
          className={fieldStyles.control}
          value={values.size}
          onChange={(event) => change('size')(event.target.value)}
        >
          <option value="">{t('pulse.field.sizePlaceholder')}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('pulse.field.size.option', { size: size.replace('-', '–') })}
            </option>
          ))}
        </select>
      </div>
      {REACH_YOU.map(detailField)}

      <ChoiceGroup
        label={t('pulse.followup.legend', { persona })}
        options={FOLLOWUP_OPTIONS.map((value) => ({ value, label: t(`pulse.followup.${value}`) }))}
        value={values.cw_followup || null}
        onChange={change('cw_followup')}
        describedBy="pulse-booking-note"
      />
      <Checkbox {...checkbox('consent')}>{t('pulse.consent.label', { brand: site.brandName })}</Checkbox>
      <p id="pulse-booking-note" className={styles.hint}>
        {t('pulse.booking.note')}
      </p>

      <Honeypot label={t('contact.form.website.label')} {...honeypotField()} />

      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          {t('pulse.nav.back')}
        </Button>
        <Button type="submit" isDisabled={isSending}>
          {isSending ? t('pulse.nav.sending') : t('pulse.nav.send')}
        </Button>
      </div>
      <p className={styles.privacy}>
        <FormattedMessage id="pulse.privacy" values={{ link: (chunks) => <Link screen="privacy">{chunks}</Link> }} />
      </p>
    </form>
  );
}
