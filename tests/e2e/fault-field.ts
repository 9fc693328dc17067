import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Something a person enters on a step, as the fault matrix needs it: entered once, checked after every fault
 * (nothing typed is lost), and, for text, typed in two halves so the provider can go down in between.
 */
export interface Field {
  /** Enters the whole value. */
  fill: (page: Page) => Promise<void>;
  /** Checks the value is still there. */
  kept: (page: Page) => Promise<void>;
  /** Text only: types the first half, and the check that only it is there. */
  typeStart?: (page: Page) => Promise<void>;
  startKept?: (page: Page) => Promise<void>;
  /** Text only: types the rest at the end of what is there. */
  typeRest?: (page: Page) => Promise<void>;
}

type Find = (page: Page) => Locator;

/** A text box; `shown` is what it holds after typing `value` when the field formats it (IBAN groups, an amount's
 * thousands). */
export function textField(find: Find, value: string, shown: string | RegExp = value): Field {
  const half = Math.ceil(value.length / 2);
  return {
    fill: (page) => find(page).fill(value),
    kept: (page) => expect(find(page)).toHaveValue(shown),
    typeStart: (page) => find(page).fill(value.slice(0, half)),
    startKept: (page) => expect(find(page)).toHaveValue(value.slice(0, half)),
    typeRest: async (page) => {
      await find(page).focus();
      await page.keyboard.press('End');
      await find(page).pressSequentially(value.slice(half));
    },
  };
}

/** A checkbox or radio the person ticks. */
export function checkedField(find: Find): Field {
  return { fill: (page) => find(page).check(), kept: (page) => expect(find(page)).toBeChecked() };
}

/** A native select, chosen by the option's text. */
export function selectField(find: Find, option: string): Field {
  return {
    fill: async (page) => {
      await find(page).selectOption({ label: option });
    },
    kept: (page) => expect(find(page).locator('option:checked')).toHaveText(option),
  };
}

/** A file chosen in a file field (its hidden input); kept when its name is still shown. */
export function fileField(input: Find, file: { name: string; mimeType: string; buffer: Buffer }): Field {
  return {
    fill: async (page) => {
      await input(page).setInputFiles(file);
      await expect(page.getByText(file.name, { exact: true })).toBeVisible();
    },
    kept: (page) => expect(page.getByText(file.name, { exact: true })).toBeVisible(),
  };
}

/** Anything else (a set of questionnaire answers): how it is entered and how it is checked. */
export function customField(fill: Field['fill'], kept: Field['kept']): Field {
  return { fill, kept };
}
