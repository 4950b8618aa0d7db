import { createContext, useContext, type ReactNode } from 'react';

/** What an output offers besides Copy, given its whole text and its label: the tool page's "Send to…" menu. */
export type OutputExtras = (value: string, label: string, compact: boolean) => ReactNode;

/**
 * Provided by the tool page (the UI kit does not know the tools): the text outputs (OutputArea,
 * ConverterOutput) render these next to their own actions; nothing outside a tool page.
 */
export const OutputExtrasContext = createContext<OutputExtras | undefined>(undefined);

/** The extras for an output, or nothing outside a tool page. */
export function useOutputExtras(value: string, label: string, compact = false): ReactNode {
  const extras = useContext(OutputExtrasContext);
  return extras?.(value, label, compact);
}
