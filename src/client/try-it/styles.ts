import css from './console.css' with { type: 'text' };

let adopted = false;

/**
 * Adopts the console's stylesheet into the document, once: it travels in this chunk, so the site's
 * stylesheet (every page) stays as it was. A constructed stylesheet is CSSOM, which the CSP's
 * style-src does not govern: no <style> element, no style attribute.
 */
export function adoptStyles(): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
