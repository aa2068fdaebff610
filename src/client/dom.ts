/**
 * A new element with properties (`className`, `textContent`, `type`…) and attributes (`role`,
 * `aria-*`…). One helper for the site's script and its chunks: the scripts every page loads build
 * their buttons and notices with it, so it costs their bytes once.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}
