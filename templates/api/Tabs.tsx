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
  /** `tab`: a shorter text for the tab; the panel keeps showing `label` then. */
  items: { label: string; tab?: string; node: ReactNode }[];
}) {
  const props = { [attr.tabs]: group, [attr.tabsName]: name };
  return (
    <div className={`tabs api-tabs${className ? ` ${className}` : ''}`} {...props}>
      {items.map((item) => {
        const short = item.tab !== undefined && item.tab !== item.label;
        const panel = {
          [attr.tabLabel]: item.label,
          // tabs.ts reads it as dataset.tabText: the tab's shorter text.
          ...(short ? { 'data-tab-text': item.tab } : {}),
        };
        return (
          <div className="tabs__panel" key={item.label} {...panel}>
            <p className={short ? 'tabs__label tabs__label--kept' : 'tabs__label'}>{item.label}</p>
            {item.node}
          </div>
        );
      })}
    </div>
  );
}
