/** `import css from './console.css' with { type: 'text' }`: esbuild inlines the file as text. */
declare module '*.css' {
  const text: string;
  export default text;
}
