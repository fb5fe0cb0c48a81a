import { FormattedMessage } from 'react-intl';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../app/route-table';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Honeypot } from '../../components/ui/Honeypot';
import { Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { COMPANY_SIZES } from './lead-schema';
import type { Persona } from '../../domain/pulse/questions';
import type { ContactDetails } from './survey-state';
import fieldStyles from '../../components/ui/Field.module.css';
import styles from './Pulse.module.css';

export interface ContactStepProps {
  contact: ContactDetails;
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
  persona,
  website,
  isSending,
  onChange,
  onHoneypot,
  onBack,
  onSend,
}: ContactStepProps) {
  const t = useT();
  const locale = useLocale();
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
      <TextField
        id="pulse-name"
        name="name"
        label={t('pulse.field.name')}
        autoComplete="name"
        value={contact.name}
        onChange={(name) => onChange({ name })}
      />
      <TextField
        id="pulse-title"
        name="title"
        label={t('pulse.field.title')}
        autoComplete="organization-title"
        value={contact.title}
        onChange={(title) => onChange({ title })}
      />
      <TextField
        id="pulse-company"
        name="company"
        label={t('pulse.field.company')}
        autoComplete="organization"
        value={contact.company}
        onChange={(company) => onChange({ company })}
      />
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
      <TextField
        id="pulse-email"
        name="email"
        type="email"
        label={t('pulse.field.email')}
        autoComplete="email"
        value={contact.email}
        onChange={(email) => onChange({ email })}
      />
      <TextField
        id="pulse-phone"
        name="phone"
        type="tel"
        label={t('pulse.field.phone')}
        autoComplete="tel"
        value={contact.phone}
        onChange={(phone) => onChange({ phone })}
      />

      <RadioGroup
        value={contact.cw_followup || null}
        onChange={(value) => onChange({ cw_followup: value as 'yes' | 'no' })}
        orientation="horizontal"
        aria-describedby="pulse-booking-note"
        className={styles.followup}
      >
        <Label className={styles.legend}>{t('pulse.followup.legend', { persona })}</Label>
        <div className={styles.followupOptions}>
          <Radio value="yes" className={styles.choice}>
            {t('pulse.followup.yes')}
          </Radio>
          <Radio value="no" className={styles.choice}>
            {t('pulse.followup.no')}
          </Radio>
        </div>
      </RadioGroup>
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
        <FormattedMessage
          id="pulse.privacy"
          values={{ link: (chunks) => <Link href={pathFor('privacy', locale)}>{chunks}</Link> }}
        />
      </p>
    </form>
  );
}
