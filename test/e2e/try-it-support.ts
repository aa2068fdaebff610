import type { Locator, Page } from 'playwright-core';

/** The console of an operation, once its button was clicked (beside it, or in the phone dialog). */
export const consoleOf = (page: Page, id: string): Locator =>
  page.locator(`#operation\\/${id} section.try-it, dialog.try-it-dialog section.try-it`);

/** Clicks the operation's "Experimentar" and waits for its console. */
export async function openConsole(page: Page, id: string): Promise<Locator> {
  await page.locator(`#operation\\/${id}`).getByRole('button', { name: 'Experimentar' }).click();
  const console = consoleOf(page, id);
  await console.waitFor();
  return console;
}

/** A field of the console by its exact label. */
export const field = (console: Locator, name: string) => console.getByLabel(name, { exact: true });

/** Clicks "Enviar". */
export const send = (console: Locator) =>
  console.getByRole('button', { name: 'Enviar', exact: true }).click();
