/** composerize ships no types: its default export, as this tool calls it. */
declare module 'composerize' {
  const composerize: (input: string, existingComposeFile: string | null, composeVersion: 'latest' | 'v3x' | 'v2x', indent: number) => string;
  export default composerize;
}
