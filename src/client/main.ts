import { SCRIPT_READY, TRY_IT_BUTTON } from '../shared/attributes.js';
import { setupAnnouncement } from './announcement.js';
import { setupCopyCode } from './copy-code.js';
import { setupDocsVersion } from './docs-version.js';
import { setupDropdowns } from './dropdown.js';
import { setupMarkdownCopy } from './markdown-copy.js';
import { keepEarlyClicks, mountIslands } from './islands.js';
import { setupMenu } from './menu.js';
import { setupPrefetch } from './prefetch.js';
import { setupScrollRegions } from './scroll-regions.js';
import { setupSearch } from './search/setup.js';
import { setupSidebarState } from './sidebar-state.js';
import { setupTabs } from './tabs.js';
import { setupThemeToggle } from './theme-toggle.js';

/** The site's one script: progressive enhancement of server-rendered HTML. */
// A click on "Experimentar" before the reference's island is mounted is made again after.
const earlyTryIt = keepEarlyClicks(document, TRY_IT_BUTTON);
// First the controls a reader may use at once; each looks up a few elements by id.
setupThemeToggle(document);
setupAnnouncement(document);
setupMenu(document);
setupDropdowns(document);
setupSearch(document);
setupSidebarState(document);
setupDocsVersion(document);
// Then, in a task of its own, what walks the whole page: on a page as big as /api/ (20,000+
// elements) it would otherwise lengthen the task that ends the HTML parse into a long task.
setTimeout(() => {
  setupPrefetch(document);
  setupCopyCode(document);
  setupMarkdownCopy(document);
  setupTabs(document);
  // Last: earlier setups may rebuild code blocks (tabs), and only the final elements should be
  // observed.
  setupScrollRegions(document);
  // Interactive parts built on demand, each from its own chunk: `[data-island="name"]` → loader.
  void mountIslands(
    document,
    {
      toc: () => import('./toc-spy.js'),
      diagram: () => import('./diagrams.js'),
      api: () => import('./api-reference.js'),
    },
    // As soon as the reference's island is set up: a click after it is its own.
    (name) => name === 'api' && earlyTryIt.replay(),
  );
  // Set up: from now on an island's failure is its own (islands.ts); before, the page's inline
  // handler (theme-script.ts) shows the crash notice.
  document.documentElement.setAttribute(SCRIPT_READY, '');
}, 0);
