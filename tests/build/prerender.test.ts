// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveStyleAttributes } from '../../build/vite-plugin-prerender';
import { renderPage } from '../../src/prerender/render-page';

describe('the pages prerendered at build time', () => {
  it('is the Slovak landing page with its heading, links and language switch, and styles that carry the nonce', async () => {
    const { html, styles } = await renderPage('/', 'NONCE');
    expect(html).toContain('<h1');
    expect(html).toContain('Otvorte si investičný účet online</h1>');
    expect(html).toContain('href="/registration"');
    expect(html).toContain('aria-label="English"');
    const tags = styles.match(/<style[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    expect(tags.every((tag) => tag.includes('nonce="NONCE"'))).toBe(true);
    // Every class the markup uses has its rule among the styles (nothing waits for the scripts).
    const used = new Set([...html.matchAll(/class="[^"]*\bcss-([a-z0-9]+)/g)].map((match) => match[1]));
    for (const id of used) expect(styles, `css-${id}`).toContain(`.css-${id}`);
  });

  it('is the Slovak registration step with its form, its screen’s code loaded rather than the spinner', async () => {
    const { html, styles } = await renderPage('/registration', 'NONCE');
    expect(html).toContain('Registrácia</h1>');
    expect(html).not.toContain('role="progressbar"');
    expect(html).toMatch(/<input[^>]*id="field__email"[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*id="field__password"[^>]*type="password"/);
    expect(html).toMatch(/<input[^>]*id="field__consent"[^>]*type="checkbox"/);
    // Nothing for the browser to run: the Content-Security-Policy allows no inline script.
    expect(html).not.toContain('<script');
    expect(html).toContain('Poslať kód e-mailom');
    // css-0 is Emotion's class of an element without styles: it has no rule.
    const used = new Set(
      [...html.matchAll(/class="[^"]*\bcss-([a-z0-9]+)/g)].map((match) => match[1]).filter((id) => id !== '0'),
    );
    for (const id of used) expect(styles, `css-${id}`).toContain(`.css-${id}`);
  });

  it('turns style attributes, which the Content-Security-Policy blocks in HTML, into rules of a nonce’d style element', () => {
    const { html, css } = moveStyleAttributes(
      '<header class="a" style="--Paper-shadow:none"><div style="display:contents;font-family:&quot;X&quot;, &#x27;Y&#x27;">x</div></header>',
    );
    expect(html).toBe('<header class="a" data-prerender-style="0"><div data-prerender-style="1">x</div></header>');
    expect(css).toBe(
      `[data-prerender-style="0"]{--Paper-shadow:none}[data-prerender-style="1"]{display:contents;font-family:"X", 'Y'}`,
    );
  });
});
