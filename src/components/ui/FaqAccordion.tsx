import { FormattedMessage } from 'react-intl';
import { Accordion, DisclosureItem } from './Accordion';
import { LineIcon } from './LineIcon';
import { Link } from './Link';
import type { FaqItem } from '../../content/faq';
import { useT } from '../../i18n/useT';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The home FAQ lets several answers be open at once; a package page one at a time. */
  allowsMultipleExpanded?: boolean;
  headingLevel?: 3 | 4;
}

/** FAQ items as an accordion; an answer's `<link>` tag links to the contact page. */
export function FaqAccordion({ items, allowsMultipleExpanded = false, headingLevel = 3 }: FaqAccordionProps) {
  const t = useT();
  return (
    <Accordion allowsMultipleExpanded={allowsMultipleExpanded}>
      {items.map((item) => (
        <DisclosureItem
          key={item.id}
          id={item.id}
          title={t(item.question)}
          headingLevel={headingLevel}
          icon={<LineIcon name={item.icon} size={22} />}
        >
          <p>
            {item.hasLink ? (
              <FormattedMessage
                id={item.answer}
                values={{ link: (chunks) => <Link screen="contact">{chunks}</Link> }}
              />
            ) : (
              t(item.answer)
            )}
          </p>
        </DisclosureItem>
      ))}
    </Accordion>
  );
}
