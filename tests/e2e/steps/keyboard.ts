import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

declare global {
  interface Window {
    /** The last focus stop and how it looked while focused (keyboard-only test). */
    __keyboardStop?: { element: Element; look: string };
  }
}

/**
 * Checks the focus stop the keyboard has just reached: something has focus, it shows an indicator that can be seen
 * (an outline or shadow on it or its control, or the focused border of a MUI field), and the stop left before looks
 * different now that it lost focus (so its indicator was real, not a style it always has).
 * Answers a problem in words, or null.
 */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}”`;
    // What a focus indicator can change: the element, its control wrapper (MUI's ButtonBase), and a field's border.
    const parts = (element: Element) => {
      const field = element.closest('.MuiInputBase-root');
      // Only what can be seen counts: MUI's checkbox and radio inputs are transparent, their browser outline is not.
      return [
        element,
        element.parentElement,
        element.parentElement?.parentElement,
        field,
        ...(field ? Array.from(field.querySelectorAll('fieldset')) : []),
      ].filter(
        (node): node is Element =>
          node instanceof Element && node.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
    };
    const look = (element: Element) =>
      parts(element)
        .map((node) => {
          const s = getComputedStyle(node);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderTopColor,
            s.borderTopWidth,
            s.borderBottomColor,
            s.borderBottomWidth,
            s.backgroundColor,
            s.textDecorationLine,
          ].join(' ');
        })
        .join(' / ');
    const shows = (element: Element) =>
      parts(element).some((node) => {
        const s = getComputedStyle(node);
        const outline =
          s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
        return outline || s.boxShadow !== 'none' || node.classList.contains('Mui-focused');
      });

    const problems: string[] = [];
    const previous = window.__keyboardStop;
    const active = document.activeElement;
    if (
      previous &&
      previous.element !== active &&
      previous.element.isConnected &&
      look(previous.element) === previous.look
    ) {
      problems.push(`${describe(previous.element)} looked the same focused and unfocused`);
    }
    if (!active || active === document.body) return [...problems, 'focus is nowhere (on the page body)'].join('; ');
    if (!shows(active)) problems.push(`${describe(active)} shows no focus indicator`);
    window.__keyboardStop = { element: active, look: look(active) };
    return problems.length > 0 ? problems.join('; ') : null;
  });
}

/** Expects the focus stop just reached to be visibly focused (see focusProblem). */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect(await focusProblem(page), 'focus indicator').toBeNull();
}

/** A short description of the focused element, for messages. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return '(none)';
    return `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
  });
}

/**
 * Moves the focus to `target` with Tab, or with Shift+Tab when the target comes before the focused element in the
 * page, checking at every stop that the focus is visible. Fails with the stops passed when it does not get there.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 80): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: no such element');
  const isFocused = () => handle.evaluate((element) => element === document.activeElement);
  if (await isFocused()) return;
  const backwards = await handle.evaluate((element) => {
    const active = document.activeElement;
    return (
      active !== null &&
      active !== document.body &&
      Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
    );
  });
  const passed: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await isFocused()) return;
    passed.push(await focusedName(page));
  }
  throw new Error(`tabTo: did not reach the target; stops: ${passed.join(' | ')}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function activate(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/**
 * Chooses a radio button of a group as a keyboard user does: Tab into the group (it lands on the chosen radio, or
 * the first), then the arrow keys to the wanted one (arrows choose as they move), or Space when already there.
 */
export async function chooseRadio(page: Page, group: Locator, radio: Locator): Promise<void> {
  const radios = group.getByRole('radio');
  const checked = await radios.evaluateAll((all) => all.findIndex((input) => (input as HTMLInputElement).checked));
  const from = checked >= 0 ? checked : 0;
  await tabTo(page, radios.nth(from));
  const wanted = await radio.elementHandle();
  let to = -1;
  for (const [index, candidate] of (await radios.elementHandles()).entries()) {
    if (await candidate.evaluate((element, other) => element === other, wanted)) to = index;
  }
  if (to < 0) throw new Error('chooseRadio: the radio is not in the group');
  if (to === from) await page.keyboard.press('Space');
  for (let step = from; step < to; step += 1) await page.keyboard.press('ArrowDown');
  for (let step = from; step > to; step -= 1) await page.keyboard.press('ArrowUp');
  await expect(radio).toBeChecked();
  await expectFocusVisible(page);
}

/**
 * Chooses an option of a native select: by typing the start of its text (the select's own type-ahead; letters of
 * the US keyboard only), or without `typed` with the arrow keys, which change a closed select's choice.
 */
export async function chooseOption(page: Page, select: Locator, expected: string, typed?: string): Promise<void> {
  await tabTo(page, select);
  if (typed !== undefined) await page.keyboard.type(typed);
  else {
    const options = await select.locator('option').allTextContents();
    const from = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
    const to = options.indexOf(expected);
    if (to < 0) throw new Error(`chooseOption: no option ${expected}`);
    for (let index = from; index !== to; index += to > from ? 1 : -1)
      await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select.locator('option:checked')).toHaveText(expected);
}

/**
 * Opens the file chooser of an upload field from its button with Enter (the keyboard's way; the browser's dialog is
 * answered with the file, as a person picks one there).
 */
export async function chooseFileWith(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  // Listening before tabbing: Playwright turns the browser's file-chooser interception on when the first listener
  // is added, asynchronously, and an Enter pressed right after could open the dialog before it is on.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
}

/** Expects the focus on the new screen's heading (h1), as the app moves it after each navigation. */
export async function expectHeadingFocused(page: Page, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeFocused();
}
