import type { PropertyView, SchemaPages, SchemaView } from '../../src/shared/api-view-models.js';
import { Fragment } from 'react';
import { Anchor, Html } from './Anchor.js';
import { Tabs } from './Tabs.js';
import { fillParts } from './Message.js';
import { useStrings } from '../strings.js';

/** The link to a component schema's entry: on its page, or on this one. */
export function schemaHref(pages: SchemaPages, name: string): string {
  return `${pages !== undefined && Object.hasOwn(pages, name) ? pages[name] : ''}#schema/${name}`;
}

/**
 * Facts about a schema on one line: type, format, nullability, flags, enum, default, constraints.
 * Inline parts of the line around them, with no wrapper of their own (one per property adds up).
 */
export function SchemaFacts({
  schema,
  required,
  schemaPages,
  linked = true,
}: {
  schema: SchemaView;
  required?: boolean;
  schemaPages: SchemaPages;
  linked?: boolean;
}) {
  const s = useStrings().reference.schema;
  const name =
    schema.componentName && schema.typeLabel !== schema.componentName
      ? schema.componentName
      : undefined;
  return (
    <>
      <span className="api-type">
        {name ? linked ? <a href={schemaHref(schemaPages, name)}>{name}</a> : name : null}
        {name ? ' ' : null}
        {schema.typeLabel}
        {schema.format ? ` (${schema.format})` : null}
      </span>
      {schema.nullable ? <span className="api-flag">{s.nullable}</span> : null}
      {required ? <span className="api-required">{s.required}</span> : null}
      {schema.readOnly ? <span className="api-flag">{s.readOnly}</span> : null}
      {schema.writeOnly ? <span className="api-flag">{s.writeOnly}</span> : null}
      {schema.deprecated ? <span className="api-flag api-flag--warn">{s.deprecated}</span> : null}
      {schema.constraints.map((c) => (
        <span className="api-constraint" key={c}>
          {c}
        </span>
      ))}
      {schema.enumValues.length > 0 ? (
        <span className="api-enum">
          {s.values}{' '}
          {schema.enumValues.map((v, i) => (
            <code key={i}>{v}</code>
          ))}
        </span>
      ) : null}
      {schema.defaultValue !== undefined ? (
        <span className="api-default">
          {`${s.default} `}
          <code>{schema.defaultValue}</code>
        </span>
      ) : null}
      {schema.example !== undefined ? (
        <span className="api-example">
          {`${s.example} `}
          <code>{schema.example}</code>
        </span>
      ) : null}
    </>
  );
}

/**
 * Whether a schema has a nested part to show: properties, variants, a map, or array items that do
 * (or that link).
 */
const hasChildren = (s: SchemaView): boolean =>
  !s.circular &&
  !s.collapsed &&
  (s.properties.length > 0 ||
    s.tuple.length > 0 ||
    s.patterns.length > 0 ||
    s.variants !== undefined ||
    s.conditions.length > 0 ||
    s.exclusions.length > 0 ||
    s.additional !== undefined ||
    (s.items !== undefined &&
      (hasChildren(s.items) ||
        s.items.circular !== undefined ||
        (s.items.collapsed && s.items.componentName !== undefined))));

/** A list of properties (or tuple positions, or name patterns); nested under `label` if given. */
function Properties({
  label,
  properties,
  schemaPages,
}: {
  label?: string;
  properties: PropertyView[];
  schemaPages: SchemaPages;
}) {
  if (properties.length === 0) return null;
  const list = (
    <ul className="api-props">
      {properties.map((p) => (
        <Property key={p.name} property={p} schemaPages={schemaPages} />
      ))}
    </ul>
  );
  if (!label) return list;
  return (
    <div className="api-nested">
      <p className="api-nested__label">{label}</p>
      {list}
    </div>
  );
}

/** The nested part of a schema: properties, array items, additional properties and variants. */
export function SchemaBody({
  schema,
  schemaPages,
}: {
  schema: SchemaView;
  schemaPages: SchemaPages;
}) {
  const s = useStrings().reference.schema;
  if (schema.circular) {
    return (
      <p className="api-circular">
        {s.circular}{' '}
        {schema.circular.componentName ? (
          <a href={schemaHref(schemaPages, schema.circular.componentName)}>
            {schema.circular.label}
          </a>
        ) : (
          schema.circular.label
        )}
      </p>
    );
  }
  if (schema.collapsed && schema.componentName) {
    return (
      <p className="api-circular">
        {`${s.see} `}
        <a href={schemaHref(schemaPages, schema.componentName)}>{schema.componentName}</a>
      </p>
    );
  }
  return (
    <>
      <Properties properties={schema.properties} schemaPages={schemaPages} />
      {schema.omitted ? <Omitted omitted={schema.omitted} /> : null}
      <Properties label={s.tuple} properties={schema.tuple} schemaPages={schemaPages} />
      {schema.items &&
      (schema.tuple.length > 0 ||
        hasChildren(schema.items) ||
        schema.items.circular ||
        schema.items.collapsed) ? (
        <div className="api-nested">
          {schema.tuple.length > 0 ? (
            <p className="api-nested__label">
              {fillParts(s.itemsAfter, { type: schema.items.typeLabel })}
            </p>
          ) : (
            <p className="api-nested__label">
              {fillParts(s.items, { type: schema.items.typeLabel })}
            </p>
          )}
          <SchemaBody schema={schema.items} schemaPages={schemaPages} />
        </div>
      ) : null}
      <Properties label={s.patterns} properties={schema.patterns} schemaPages={schemaPages} />
      {schema.additional ? (
        <div className="api-nested">
          <p className="api-nested__label">
            {s.additional} <SchemaFacts schema={schema.additional} schemaPages={schemaPages} />
          </p>
          <SchemaBody schema={schema.additional} schemaPages={schemaPages} />
        </div>
      ) : null}
      {schema.variants ? <Variants schema={schema} schemaPages={schemaPages} /> : null}
      {schema.conditions.map((c, i) => (
        <div className="api-nested" key={i}>
          <p className="api-nested__label">{fillParts(s.when, { condition: c.when })}</p>
          {c.holds ? <SchemaBody schema={c.holds} schemaPages={schemaPages} /> : null}
          {c.otherwise ? (
            <>
              <p className="api-nested__label">{s.otherwise}</p>
              <SchemaBody schema={c.otherwise} schemaPages={schemaPages} />
            </>
          ) : null}
        </div>
      ))}
      {schema.exclusions.map((e, i) => (
        <div className="api-nested" key={i}>
          {e.schema ? (
            <>
              <p className="api-nested__label">
                {`${s.not} `}
                <SchemaFacts schema={e.schema} schemaPages={schemaPages} />
              </p>
              <SchemaBody schema={e.schema} schemaPages={schemaPages} />
            </>
          ) : (
            <p className="api-nested__label">{fillParts(s.notWhen, { condition: e.when ?? '' })}</p>
          )}
        </div>
      ))}
    </>
  );
}

/** The note on properties a request or a response leaves out (`readOnly`, `writeOnly`). */
function Omitted({ omitted }: { omitted: NonNullable<SchemaView['omitted']> }) {
  const s = useStrings().reference.schema;
  const names = omitted.names.map((name, i) => (
    <Fragment key={name}>
      {i > 0 ? ', ' : null}
      <code>{name}</code>
    </Fragment>
  ));
  return (
    <p className="api-nested__label api-omitted">
      {omitted.reason === 'readOnly' ? s.omittedReadOnly : s.omittedWriteOnly}
      {names}.
    </p>
  );
}

/**
 * A `oneOf`/`anyOf`: a switch between its options (the site's tabs: keyboard reachable, the choice
 * shared by every switch of the same options); without JavaScript every option shows, under its
 * label.
 */
function Variants({ schema, schemaPages }: { schema: SchemaView; schemaPages: SchemaPages }) {
  const s = useStrings().reference.schema;
  const v = schema.variants!;
  return (
    <div className="api-variants" data-api-variants>
      <p className="api-nested__label">{v.kind === 'oneOf' ? s.oneOf : s.anyOf}</p>
      {v.discriminator ? (
        <p className="api-discriminator">
          {`${s.discriminator} `}
          <code>{v.discriminator.propertyName}</code>
          {v.discriminator.mapping.length > 0 ? ' — ' : null}
          {v.discriminator.mapping.map((m, i) => (
            <span key={m.value}>
              {i > 0 ? ', ' : null}
              <code>{m.value}</code> →{' '}
              {m.linked ? <a href={schemaHref(schemaPages, m.target)}>{m.target}</a> : m.target}
            </span>
          ))}
        </p>
      ) : null}
      <Tabs
        group={v.group}
        name={v.kind === 'oneOf' ? s.oneOfTabs : s.anyOfTabs}
        className="api-variant-tabs"
        items={v.options.map((o) => ({
          label: o.label,
          node: (
            <>
              <p className="api-variant__head">
                <SchemaFacts schema={o.schema} schemaPages={schemaPages} />
              </p>
              <Html html={o.schema.descriptionHtml} />
              <SchemaBody schema={o.schema} schemaPages={schemaPages} />
            </>
          ),
        }))}
      />
    </div>
  );
}

function Property({ property, schemaPages }: { property: PropertyView; schemaPages: SchemaPages }) {
  const { schema } = property;
  const head = (linked: boolean) => (
    <>
      <code className="api-prop__name">{property.name}</code>{' '}
      <SchemaFacts
        schema={schema}
        required={property.required}
        schemaPages={schemaPages}
        linked={linked}
      />
    </>
  );
  const description = <Html html={schema.descriptionHtml} />;
  if (!hasChildren(schema) && !schema.circular && !schema.collapsed) {
    return (
      <li className="api-prop">
        {head(true)}
        {description}
      </li>
    );
  }
  return (
    <li className="api-prop">
      <details className="api-prop__details">
        <summary className="api-prop__head">{head(false)}</summary>
        {description}
        <SchemaLink schema={schema} schemaPages={schemaPages} />
        <SchemaBody schema={schema} schemaPages={schemaPages} />
      </details>
    </li>
  );
}

/** Summaries hold no links (nested-interactive): a folded component's link goes inside instead. */
function SchemaLink({ schema, schemaPages }: { schema: SchemaView; schemaPages: SchemaPages }) {
  const s = useStrings().reference.schema;
  if (!schema.componentName || schema.circular || schema.collapsed) return null;
  return (
    <p className="api-nested__label">
      {`${s.schema} `}
      <a href={schemaHref(schemaPages, schema.componentName)}>{schema.componentName}</a>
    </p>
  );
}

/**
 * A whole schema: its facts and description, then its tree (in its parent's element: no wrapper of
 * its own).
 */
export function SchemaTree({
  schema,
  schemaPages,
}: {
  schema: SchemaView;
  schemaPages: SchemaPages;
}) {
  return (
    <>
      <p className="api-schema__head">
        <SchemaFacts schema={schema} schemaPages={schemaPages} />
      </p>
      <Html html={schema.descriptionHtml} />
      <SchemaBody schema={schema} schemaPages={schemaPages} />
    </>
  );
}

/** A component schema's entry in the Schemas section, `#schema/<Name>`. */
export function SchemaEntry({
  entry,
  schemaPages,
}: {
  entry: { name: string; schema: SchemaView };
  schemaPages: SchemaPages;
}) {
  const id = `schema/${entry.name}`;
  return (
    <section className="api-schema-entry" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {entry.name} <Anchor id={id} label={entry.name} />
      </h3>
      <SchemaTree schema={entry.schema} schemaPages={schemaPages} />
    </section>
  );
}
