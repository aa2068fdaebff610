/**
 * The navbar's dropdowns (the language menu): `<details>`, so they open without JavaScript; here
 * they also close as a menu should, with Escape (focus back on its button), with a click or a tap
 * anywhere else, and when focus leaves them.
 */
export function setupDropdowns(root: Document): void {
  const dropdowns = [...root.querySelectorAll<HTMLDetailsElement>('details.dropdown')];
  if (dropdowns.length === 0) return;
  const close = (dropdown: HTMLDetailsElement, focus: boolean) => {
    if (!dropdown.open) return;
    dropdown.open = false;
    if (focus) dropdown.querySelector('summary')?.focus();
  };
  for (const dropdown of dropdowns) {
    dropdown.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !dropdown.open) return;
      event.preventDefault();
      close(dropdown, true);
    });
    dropdown.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !dropdown.contains(next)) close(dropdown, false);
    });
  }
  root.addEventListener('pointerdown', (event) => {
    const target = event.target;
    for (const dropdown of dropdowns)
      if (dropdown.open && !(target instanceof Node && dropdown.contains(target)))
        close(dropdown, false);
  });
}
