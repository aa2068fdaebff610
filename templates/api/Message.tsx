import type { MessageValues } from '../../src/shared/i18n/message.js';

/**
 * A message's text and values as separate text nodes (`Quando `, `x`, `:`), as JSX writes
 * `Quando {when}:`: React marks the seams between them, so the page is what it was when the text
 * was written in the template. A placeholder without a value stays as written.
 */
export function fillParts(message: string, values: MessageValues): (string | number)[] {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name]! : part;
    })
    .filter((part) => part !== '');
}
