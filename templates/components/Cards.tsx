import type { CardModel } from '../../src/shared/view-models.js';

/** A grid of cards, each a link with its title and description. */
export function Cards({ cards }: { cards: CardModel[] }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          <a className="card__link" href={card.href}>
            <span className="card__title">{card.title}</span>
            {card.description ? (
              <span className="card__description">{card.description}</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
