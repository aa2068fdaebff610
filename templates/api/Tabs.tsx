import type { ReactNode } from 'react';
import { attr } from '../../src/shared/attributes.js';

/**
 * Panels in the site's tab markup (`[data-tabs]`, `[data-tab-label]`): without JS they stack under
 * their labels; the site's tabs script makes them an ARIA tablist named `name` and remembers the
 * choice, which every group of the same id follows.
 */
export function Tabs({
  group,
  name,
  className,
  items,
}: {
  group: string;
  /** The tablist's accessible name: what its tabs choose between. */
  name: string;
  className?: string;
  items: { label: string; node: ReactNode }[];
}) {
  const props = { [attr.tabs]: group, [attr.tabsName]: name };
  return (
    <div className={`tabs api-tabs${className ? ` ${className}` : ''}`} {...props}>
      {items.map((item) => {
        const panel = { [attr.tabLabel]: item.label };
        return (
          <div className="tabs__panel" key={item.label} {...panel}>
            <p className="tabs__label">{item.label}</p>
            {item.node}
          </div>
        );
      })}
    </div>
  );
}
