import { useEffect, useId, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { AnchorBar } from '../../components/layout/AnchorBar';
import { BookingBand } from '../../components/layout/CtaBand';
import { PageHeader } from '../../components/layout/PageHeader';
import { Section } from '../../components/layout/Section';
import { Button } from '../../components/ui/Button';
import buttonStyles from '../../components/ui/Button.module.css';
import { Link } from '../../components/ui/Link';
import {
  INVENTORY_BLANK_ROWS,
  INVENTORY_COLUMN_LABELS,
  INVENTORY_COLUMNS,
  INVENTORY_EXAMPLES,
  PLAN_PHASES,
  POLICY_OUTLINE,
  type TemplateId,
} from '../../content/templates';
import { useT } from '../../i18n/useT';
import blocks from '../shared/blocks.module.css';
import styles from './TemplatesPage.module.css';
import type { TemplatesPageData } from './templates-loader.server';

// The page's messages, picked at build time (see src/i18n/catalog-split.ts), and the templates'
// files with their type and size.
export { loadTemplatesPage as loader } from './templates-loader.server';

/**
 * Prints one template: the page marks which one on <html>, and the print stylesheet hides the
 * others, so each template comes out on paper by itself. The mark goes once printing is done.
 */
function printTemplate(id: TemplateId) {
  document.documentElement.dataset.printTemplate = id;
  window.print();
}

function useClearPrintMark() {
  useEffect(() => {
    const clear = () => delete document.documentElement.dataset.printTemplate;
    window.addEventListener('afterprint', clear);
    return () => {
      window.removeEventListener('afterprint', clear);
      clear();
    };
  }, []);
}

function Template({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: TemplateId;
  title: string;
  lead: string;
  tone?: 'muted';
  children: ReactNode;
}) {
  const t = useT();
  const download = useLoaderData<TemplatesPageData>().downloads[id];
  return (
    <Section id={id} title={title} lead={lead} tone={tone} className={styles.template}>
      <div data-template={id} className={styles.body}>
        {children}
      </div>
      <div className={`${styles.printAction} noPrint`}>
        {/* A file, not a page: a plain link the browser downloads, past the client-side router. */}
        <a href={download.href} download className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {t('templates.download', { format: t(`templates.format.${download.format}`), size: download.size })}
          <span className="visually-hidden">: {title}</span>
        </a>
        <Button variant="secondary" onPress={() => printTemplate(id)}>
          {t('templates.print')}
          <span className="visually-hidden">: {title}</span>
        </Button>
        <p className={styles.printHint}>{t('templates.printHint')}</p>
      </div>
    </Section>
  );
}

export default function TemplatesPage() {
  const t = useT();
  useClearPrintMark();
  const captionId = `${useId()}-inventory`;
  const anchors = [
    { id: 'ai-policy', label: t('templates.nav.policy') },
    { id: 'inventory', label: t('templates.nav.inventory') },
    { id: 'plan', label: t('templates.nav.plan') },
  ];
  return (
    <div className={styles.page}>
      <PageHeader title={t('templates.title')} intro={t('templates.intro')} scene="templates">
        <p className="noPrint">
          <Link screen="blog">{t('templates.article')}</Link>
        </p>
      </PageHeader>
      <AnchorBar label={t('templates.nav.label')} items={anchors} />

      <Template id="ai-policy" title={t('templates.policy.title')} lead={t('templates.policy.lead')}>
        <ol className={styles.outline}>
          {POLICY_OUTLINE.map((section) => (
            <li key={section.id}>
              <h3>{t(section.title)}</h3>
              <p>{t(section.text)}</p>
            </li>
          ))}
        </ol>
      </Template>

      <Template id="inventory" title={t('templates.inventory.title')} lead={t('templates.inventory.lead')} tone="muted">
        <p className={blocks.prose}>{t('templates.inventory.legend')}</p>
        {/* Below 64rem each system reads as a card of label and value, in CSS alone: the table stays a
            table with its headers for assistive technology (Chromium's accessibility tree shows it).
            From 64rem it is nine columns that may scroll sideways, in a focusable region of its own
            (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={`${styles.table} ${styles.inventory}`}>
            <caption id={captionId}>{t('templates.inventory.caption')}</caption>
            <thead>
              <tr>
                {INVENTORY_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(INVENTORY_COLUMN_LABELS[column])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {INVENTORY_EXAMPLES.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row">
                        {t(cell)}
                      </th>
                    ) : (
                      <td key={cell} data-label={t(INVENTORY_COLUMN_LABELS[INVENTORY_COLUMNS[index]])}>
                        {t(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {/* Blank rows for writing on paper: printed only, and nothing to hear on screen. */}
            <tbody className={styles.printOnly} aria-hidden="true">
              {Array.from({ length: INVENTORY_BLANK_ROWS }, (_, row) => (
                <tr key={row}>
                  {INVENTORY_COLUMNS.map((column) => (
                    <td key={column} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Template>

      <Template id="plan" title={t('templates.plan.title')} lead={t('templates.plan.lead')}>
        {PLAN_PHASES.map((phase) => (
          <table key={phase.id} className={`${styles.table} ${styles.plan}`}>
            <caption>{t(phase.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('templates.plan.col.task')}</th>
                <th scope="col">{t('templates.plan.col.owner')}</th>
                <th scope="col">{t('templates.plan.col.due')}</th>
              </tr>
            </thead>
            <tbody>
              {phase.tasks.map((task) => (
                <tr key={task}>
                  <td>{t(task)}</td>
                  <td className={styles.fillIn} />
                  <td className={styles.fillIn} />
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </Template>

      <div className="noPrint">
        <BookingBand
          title={t('templates.cta.title')}
          text={t('templates.cta.text')}
          book={t('templates.cta.book')}
          contact={t('templates.cta.contact')}
        />
      </div>
    </div>
  );
}
