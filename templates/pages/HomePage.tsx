import { Cards } from '../components/Cards.js';
import type { HomePageModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

export function HomePage({ model }: { model: HomePageModel }) {
  const { pages } = useStrings();
  return (
    <main id="conteudo" className="home" tabIndex={-1}>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          {model.hero.title}
        </h1>
        {model.hero.tagline ? <p className="hero__tagline">{model.hero.tagline}</p> : null}
        <p className="hero__actions">
          {model.hero.actions.map((action, i) => (
            <a
              key={action.href}
              className={i === 0 ? 'button button--primary' : 'button button--secondary'}
              href={action.href}
            >
              {action.label}
            </a>
          ))}
        </p>
      </section>
      {model.cards.length > 0 ? (
        <section className="home__cards" aria-labelledby="home-cards-title">
          <h2 id="home-cards-title" className="home__cards-title">
            {pages.homeCards}
          </h2>
          <Cards cards={model.cards} />
        </section>
      ) : null}
      <article
        className="markdown home__content"
        dangerouslySetInnerHTML={{ __html: model.html }}
      />
    </main>
  );
}
