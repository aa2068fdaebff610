/** A file of the built site, relative to the output folder. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}

/** An output file of UTF-8 bytes. */
export interface RenderedFile extends OutputFile {
  contents: Uint8Array;
}
