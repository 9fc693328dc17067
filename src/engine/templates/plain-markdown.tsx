import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which RJSF imports for its opt-in markdown descriptions
 * (`enableMarkdownInDescription`). Definitions hold plain translated texts, never markdown, so the text is shown
 * as it is; this keeps about 10 KB (gzip) of parser out of every form's bundle. Wired in vite.config.ts.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
