import { setupAnnouncement } from './announcement.js';
import { setupMenu } from './menu.js';
import { setupThemeToggle } from './theme-toggle.js';

/** The site's one script: progressive enhancement of server-rendered HTML. */
setupThemeToggle(document);
setupAnnouncement(document);
setupMenu(document);
