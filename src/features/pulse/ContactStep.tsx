import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { ChoiceGroup } from '../../components/ui/ChoiceGroup';
import { Honeypot } from '../../components/ui/Honeypot';
import { Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { COMPANY_SIZES } from '../../domain/pulse/lead-schema';
import type { Persona } from '../../domain/pulse/questions';
import type { ContactDetails } from './survey-state';
import type { FieldErrors } from '../../domain/validation';
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

export interface ContactStepProps {
  contact: ContactDetails;
  /** Message ids by field, from the lead's contact schema (the server's), shown on their fields. */
  errors?: FieldErrors;
  /** Whose next 30 days the follow-up question is about: yours, your team's or your organisation's. */
  persona: Persona;
  website: string;
  isSending: boolean;
  onChange: (contact: Partial<ContactDetails>) => void;
  onHoneypot: (value: string) => void;
  onBack: () => void;
  onSend: () => void;
}

/** Step 2: contact details, all optional (SPEC section 5), the follow-up question and consent. */
export function ContactStep({
  contact,
  errors = {},
  persona,
  website,
  isSending,
  onChange,
  onHoneypot,
  onBack,
  onSend,
}: ContactStepProps) {
  const t = useT();
  const textField = ({ key, type, autoComplete }: TextDetailField) => (
    <TextField
      key={key}
      id={`pulse-${key}`}
      name={key}
      type={type}
      label={t(`pulse.field.${key}`)}
      autoComplete={autoComplete}
      value={contact[key]}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[key] && t(errors[key])}
    />
  );
  return (
    <form
      className={styles.contactForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <p className={styles.lead}>{t('pulse.step2.lead')}</p>
      {ABOUT_YOU.map(textField)}
      <div className={fieldStyles.field}>
        <label htmlFor="pulse-size" className={fieldStyles.label}>
          {t('pulse.field.size')}
        </label>
        <select
          id="pulse-size"
          name="size"
          className={fieldStyles.control}
          value={contact.size}
          onChange={(event) => onChange({ size: event.target.value })}
        >
          <option value="">{t('pulse.field.sizePlaceholder')}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('pulse.field.size.option', { size: size.replace('-', '–') })}
            </option>
          ))}
        </select>
      </div>
      {REACH_YOU.map(textField)}

      <ChoiceGroup
        label={t('pulse.followup.legend', { persona })}
        options={FOLLOWUP_OPTIONS.map((value) => ({ value, label: t(`pulse.followup.${value}`) }))}
        value={contact.cw_followup || null}
        onChange={(cw_followup) => onChange({ cw_followup })}
        describedBy="pulse-booking-note"
      />
      <Checkbox
        id="pulse-consent"
        name="consent"
        isSelected={contact.consent}
        onChange={(consent) => onChange({ consent })}
      >
        {t('pulse.consent.label', { brand: site.brandName })}
      </Checkbox>
      <p id="pulse-booking-note" className={styles.hint}>
        {t('pulse.booking.note')}
      </p>

      <Honeypot id="pulse-website" label={t('contact.form.website.label')} value={website} onChange={onHoneypot} />

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
