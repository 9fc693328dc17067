/** A definition's text read as JSON: its object, or the parser's message while the text is not JSON (mid-edit). */
export function parseJson(text: string | undefined): { value?: Record<string, unknown>; error?: string } {
  if (text === undefined) return {};
  try {
    return { value: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
