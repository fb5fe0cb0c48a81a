/**
 * The contact form (SPEC section 5) with Formik and the shared Yup schema. Errors show inline
 * and, after a failed submit, in a summary that takes focus. Editing a field clears its error.
 * Success replaces the form with what happens next and the booking link; focus moves to that
 * confirmation's heading, so it is announced, the spec's "Meddelande skickat!" toast appears
 * beside it, and the stored interest list is cleared. "Skriv ett nytt meddelande" brings the
 * form back with focus on its heading, so a screen reader hears where it is.
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../routing/locale';
import { Button } from '../../components/ui/Button';
import { loadToastRegion } from '../../components/layout/PageToasts';
import { Checkbox } from '../../components/ui/Checkbox';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { FailureAlert } from '../../components/ui/FailureAlert';
import { Honeypot } from '../../components/ui/Honeypot';
import { ContactLink, ExternalLink, Link } from '../../components/ui/Link';
import { TextField } from '../../components/ui/TextField';
import { showToast } from '../../components/ui/toast-queue';
import { useFormFlow } from '../../components/ui/useFormFlow';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { contactSchema } from '../../domain/contact-schema';
import { prefillMessage } from './prefill';
import { sendEnquiry, type EnquiryPayload, type SendResult } from './send-enquiry';
import styles from './ContactForm.module.css';

/** What the visitor fills in; the modules and the language are added when sending. */
type Values = Omit<EnquiryPayload, 'modules' | 'locale'>;

const EMPTY: Values = { name: '', email: '', phone: '', company: '', message: '', consent: false, website: '' };
const FIELD_ORDER = ['name', 'email', 'phone', 'company', 'message', 'consent'] as const;
type Field = (typeof FIELD_ORDER)[number];

export interface ContactFormProps {
  /** Chosen module slugs and their titles in this language. */
  modules: readonly { slug: string; title: string }[];
  /** Called after a successful send, e.g. to clear the interest list. */
  onSent?: () => void;
}

type Status = { kind: 'success'; email: string } | null;

export function ContactForm({ modules, onSent }: ContactFormProps) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const [status, setStatus] = useState<Status>(null);

  const {
    values,
    isSending,
    summaryRef,
    summary,
    failure,
    change,
    reset,
    textField,
    checkbox,
    honeypotField,
    onSubmit,
  } = useFormFlow<Values, Field>({
    initialValues: EMPTY,
    fields: FIELD_ORDER,
    idPrefix: 'contact-',
    schema: contactSchema,
    honeypot: 'website',
    summaryTitle: 'contact.form.errorSummary',
    async send(sent, keys) {
      const [result]: [SendResult, unknown] = await Promise.all([
        sendEnquiry({ ...sent, modules: modules.map((m) => m.slug).join(','), locale }, keys),
        loadToastRegion().catch(() => undefined), // the status below says it all if the toast's code cannot load
      ]);
      if (result.ok) {
        reset();
        setStatus({ kind: 'success', email: sent.email.trim() });
        showToast({ title: t('contact.toast.sent.title'), description: t('contact.toast.sent.text'), tone: 'success' });
        onSent?.();
        return { kind: 'sent' };
      }
      const message = result.message ?? t('contact.form.error.default', { email: site.email });
      showToast({ title: t('contact.toast.error.title'), description: message, tone: 'error' });
      return { kind: 'failed', message };
    },
  });

  // Preselected modules fill an empty message once they are known (they arrive after hydration).
  const prefill = prefillMessage(
    modules.map((m) => m.title),
    intl,
  );
  useEffect(() => {
    if (prefill && values.message === '') change('message')(prefill);
    // Only when the chosen modules change; the visitor's own edits are left alone (with the message
    // as a dependency, emptying it would fill it again).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [prefill]);

  const sentRef = useRef<HTMLHeadingElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  // Set when the visitor asks for the form again: its heading takes focus once it is back.
  const isWritingAgain = useRef(false);
  useEffect(() => {
    if (status?.kind === 'success') {
      sentRef.current?.focus();
    } else if (isWritingAgain.current) {
      isWritingAgain.current = false;
      formTitleRef.current?.focus();
    }
  }, [status]);

  if (status?.kind === 'success') {
    const writeAgain = () => {
      isWritingAgain.current = true;
      setStatus(null);
    };
    return <Sent headingRef={sentRef} email={status.email} onAgain={writeAgain} />;
  }

  return (
    <form noValidate className={styles.form} aria-labelledby="contact-form-title" onSubmit={onSubmit}>
      <h2 id="contact-form-title" ref={formTitleRef} tabIndex={-1} className={styles.title}>
        {t('contact.form.title')}
      </h2>

      {summary && <ErrorSummary ref={summaryRef} {...summary} />}

      <FailureAlert message={failure} render={withEmailLink} />

      <TextField label={t('contact.form.name.label')} autoComplete="name" isRequired {...textField('name')} />
      <TextField
        type="email"
        label={t('contact.form.email.label')}
        autoComplete="email"
        isRequired
        {...textField('email')}
      />
      <TextField type="tel" label={t('contact.form.phone.label')} autoComplete="tel" {...textField('phone')} />
      <TextField label={t('contact.form.company.label')} autoComplete="organization" {...textField('company')} />
      <TextField label={t('contact.form.message.label')} rows={6} isRequired {...textField('message')} />
      <Checkbox isRequired {...checkbox('consent')}>
        <FormattedMessage
          id="contact.form.consent.label"
          values={{ brand: site.brandName, link: (chunks) => <Link screen="privacy">{chunks}</Link> }}
        />
      </Checkbox>

      <Honeypot label={t('contact.form.website.label')} {...honeypotField()} />

      <Button type="submit" isDisabled={isSending}>
        {isSending ? t('contact.form.submitting') : t('contact.form.submit')}
      </Button>
    </form>
  );
}

/** The message with our address, wherever it appears, as a link that opens a new e-mail. */
function withEmailLink(message: string) {
  const parts = message.split(site.email);
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <ContactLink key={index} href={`mailto:${site.email}`}>
            {site.email}
          </ContactLink>,
          part,
        ],
  );
}

interface SentProps {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  email: string;
  onAgain: () => void;
}

/** What the visitor sees once the enquiry is stored: what happens next, and the booking link. */
function Sent({ headingRef, email, onAgain }: SentProps) {
  const t = useT();
  return (
    <section aria-labelledby="contact-sent-title" className={styles.sent}>
      <h2 id="contact-sent-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('contact.sent.title')}
      </h2>
      <h3 className={styles.sentNext}>{t('contact.sent.next')}</h3>
      <ol className={styles.sentSteps}>
        <li>{t('contact.sent.reply', { email })}</li>
        <li>{t('contact.sent.propose')}</li>
      </ol>
      <p>{t('contact.sent.book')}</p>
      <div className={styles.sentActions}>
        <ExternalLink href={site.bookingUrl} appearance="button">
          {t('contact.booking.link')}
        </ExternalLink>
        <Button variant="quiet" onPress={onAgain}>
          {t('contact.sent.again')}
        </Button>
      </div>
    </section>
  );
}
