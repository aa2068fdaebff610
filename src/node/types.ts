/** A file of the built site, relative to the output folder. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
}
