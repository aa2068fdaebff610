import type { CardsPageModel } from '../../src/shared/view-models.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Cards } from '../components/Cards.js';
import { Pagination } from '../components/Pagination.js';
import { DocLayout } from '../layouts/DocLayout.js';

/** The docs overview and each category's generated index: a card per doc with its description. */
export function CardsPage({ model }: { model: CardsPageModel }) {
  return (
    <DocLayout sidebar={model.sidebar}>
      <div className="doc">
        <div className="doc__body">
          <Breadcrumbs items={model.breadcrumbs} />
          <article className="markdown">
            <h1>{model.title}</h1>
            {model.description ? <p className="lead">{model.description}</p> : null}
            {model.sections.map((section) => (
              <section key={section.title || 'cards'} aria-label={section.title || model.title}>
                {section.title ? (
                  <h2>
                    {section.href ? <a href={section.href}>{section.title}</a> : section.title}
                  </h2>
                ) : null}
                {section.description ? <p>{section.description}</p> : null}
                <Cards cards={section.cards} />
              </section>
            ))}
          </article>
          <Pagination prev={model.prev} next={model.next} />
        </div>
      </div>
    </DocLayout>
  );
}
