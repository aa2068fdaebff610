/** A file of the built site, relative to the output folder. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

/** An output file of UTF-8 bytes. */
export interface RenderedFile extends OutputFile {
  contents: Uint8Array;
}

/**
 * A file of the site whose bytes are made when first asked for: `docgen watch` serves the spec's
 * downloads so, and a save of the spec does not wait for (nor share the machine with) their
 * serialisation. A build has none: every file is made.
 */
export interface LaterFile {
  file: string;
  contents: () => Promise<OutputFile['contents']>;
}
