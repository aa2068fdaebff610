/**
 * Messages from the dev server to the dev client, over Server-Sent Events at `/__docgen/events`.
 */

/** One problem as the overlay shows it: the same text the terminal prints. */
export interface DevProblem {
  code: string;
  message: string;
  /** `content/docs/intro.md:3:7`, relative to the project. */
  location: string | undefined;
  frame: string | undefined;
  hint: string | undefined;
}

export type DevMessage =
  /** Sent on connect: the build the server now serves. */
  | { type: 'hello'; build: number }
  /** A good build. `files` changed (output paths); `css` set when only the stylesheet did. */
  | {
      type: 'update';
      build: number;
      files: string[];
      css: { from: string; to: string } | undefined;
      full: boolean;
    }
  | { type: 'error'; problems: DevProblem[] }
  | { type: 'ok' };

/** The paths the dev server answers itself; nothing in a site may live under this prefix. */
export const devPaths = {
  client: '/__docgen/client.js',
  events: '/__docgen/events',
} as const;
