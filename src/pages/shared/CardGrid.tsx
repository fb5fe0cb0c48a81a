import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import blocks from './blocks.module.css';

export interface TitledCard {
  id: string;
  title: MessageId;
  text: MessageId;
}

export interface CardGridProps {
  cards: readonly TitledCard[];
  /** Two by two on wide screens (for an even number of longer cards). */
  pairs?: boolean;
  /** Steps in order: an ordered list, each card with its number. */
  numbered?: boolean;
}

/** Cards of a title (h3) and a short text, in the pages' card grid. */
export function CardGrid({ cards, pairs = false, numbered = false }: CardGridProps) {
  const t = useT();
  const className = [blocks.grid, pairs && blocks.pairs, numbered && blocks.numbered].filter(Boolean).join(' ');
  const items = cards.map((card, index) => (
    <li key={card.id} className={blocks.card}>
      {numbered && (
        <span className={blocks.number} aria-hidden="true">
          {index + 1}
        </span>
      )}
      <h3>{t(card.title)}</h3>
      <p>{t(card.text)}</p>
    </li>
  ));
  // role="list": Safari drops the list semantics of a list styled without markers.
  return numbered ? (
    <ol role="list" className={className}>
      {items}
    </ol>
  ) : (
    <ul className={className}>{items}</ul>
  );
}
