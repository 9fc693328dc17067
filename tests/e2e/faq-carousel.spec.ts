import skFaq from '../../locales/sk/faq.json' with { type: 'json' };
import { expect, test } from './fixtures';

// The footer's carousel moves without a carousel library (src/app/shell/faq-carousel.tsx): what Embla gave, a
// swipe or a mouse drag, still moves it one card; a short one springs back.
test('the footer questions move one card on a drag, and spring back on a short one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const carousel = page.getByRole('region', { name: skFaq.carousel }).and(page.locator('[aria-roledescription]'));
  const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(/^1 z \d+$/);
  const box = (await carousel.boundingBox())!;
  const drag = async (from: number, to: number, y = box.y + box.height / 2) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(from + ((to - from) * step) / 8, y);
    await page.mouse.up();
  };
  await drag(box.x + 300, box.x + 100);
  await expect(shown).toHaveAccessibleName(/^2 z \d+$/);
  await drag(box.x + 100, box.x + 120);
  await expect(shown).toHaveAccessibleName(/^2 z \d+$/);
  // A short drag can leave a word selected (a slow machine selects before the drag is recognised). A drag that
  // starts on selected text still moves the cards: it is not the browser's drag and drop of that text.
  const question = shown.getByRole('heading', { level: 3 });
  await question.selectText();
  const words = (await question.boundingBox())!;
  await drag(words.x + 10, words.x + 260, words.y + words.height / 2);
  await expect(shown).toHaveAccessibleName(/^1 z \d+$/);
  await expect(page.getByRole('button', { name: skFaq.previous })).toBeDisabled();
  // Two cards from 600 px; the last pair ends the way forward.
  await page.setViewportSize({ width: 800, height: 844 });
  await expect(shown).toHaveCount(2);
  const next = page.getByRole('button', { name: skFaq.next });
  while (await next.isEnabled()) await next.click();
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  await expect(shown.last()).toHaveAccessibleName(`${count} z ${count}`);
  await expect(shown.last()).toBeInViewport();
});
