const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The registry's few HTML answers (end of a sign-in): a heading, a sentence and a link, readable without script
 * or style. With `continueTo` the page moves on there at once.
 */
export function htmlPage({ title, message, continueTo }: { title: string; message: string; continueTo?: string }) {
  const link = continueTo ?? '/auth/sign-in';
  const refresh = continueTo ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(continueTo)}">` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Definition registry</title>${refresh}</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link)}">${continueTo ? 'Continue' : 'Sign in again'}</a></p></main></body></html>
`;
}
