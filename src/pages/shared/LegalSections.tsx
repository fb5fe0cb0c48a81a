import { Section } from '../../components/layout/Section';
import { ContactLink, ExternalLink, Link } from '../../components/ui/Link';
import { site } from '../../config/site';
import { IMY_URL, type LegalBlock, type LegalSection } from '../../content/legal';
import { useT } from '../../i18n/useT';
import blocks from './blocks.module.css';

/** The sections of a legal text (privacy policy, terms), each a landmark named by its h2. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  const t = useT();
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={t(section.title)}>
          <div className={blocks.prose}>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </Section>
      ))}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  const t = useT();
  switch (block.kind) {
    case 'p':
      return <p>{t(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      );
    case 'email':
      return (
        <p>
          {t(block.text)} <ContactLink href={`mailto:${site.email}`}>{site.email}</ContactLink>
        </p>
      );
    case 'privacy':
      return (
        <p>
          <Link screen="privacy">{t(block.text)}</Link>
        </p>
      );
    case 'entity': {
      const { name, organisationNumber, postalAddress } = site.legal;
      return (
        <>
          <p>{t(block.text, { name: name ?? site.brandName })}</p>
          {(organisationNumber || postalAddress) && (
            <dl className={blocks.entity}>
              {organisationNumber && (
                <div>
                  <dt>{t(block.numberLabel)}</dt>
                  <dd>{organisationNumber}</dd>
                </div>
              )}
              {postalAddress && (
                <div>
                  <dt>{t(block.addressLabel)}</dt>
                  <dd>{postalAddress}</dd>
                </div>
              )}
            </dl>
          )}
        </>
      );
    }
    case 'imy':
      return (
        <p>
          <ExternalLink href={IMY_URL}>{t(block.text)}</ExternalLink>
        </p>
      );
  }
}
