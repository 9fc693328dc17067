import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { type Lang, PNG_1X1 } from '../journey';
import { type JourneyContext, checkScreen, expectStep } from './journey-context';
import { LOCALE_TEXTS } from './locale-texts';

// A small but real PDF (the provider recognises files by their content).
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The hidden file input of a file field, by the field's name in the definition. */
export function fileInput(page: Page, field: string) {
  return page.locator(`input[type="file"][id$="${field}__file"]`);
}

/** The "choose a file" button of a file field (the keyboard's way in; the failed continue focuses it). */
export function chooseButton(page: Page, field: string) {
  return page.locator(`button[id$="__${field}"]`);
}

/** A small JPEG photo made by the browser itself, as a phone camera would save one. */
export async function jpegPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2d5f8b';
      context.fillRect(0, 0, 64, 40);
    }
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Chooses the identity-card photos (PNG front, JPEG back) and the bank statement (PDF). */
export async function chooseDocuments(page: Page): Promise<void> {
  await fileInput(page, 'doc1_front').setInputFiles({ name: 'op-predna.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('op-predna.png')).toBeVisible();
  await fileInput(page, 'doc1_back').setInputFiles({
    name: 'op-zadna.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(page),
  });
  await expect(page.getByText('op-zadna.jpg')).toBeVisible();
  await fileInput(page, 'scan_bank').setInputFiles({ name: 'vypis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('vypis.pdf')).toBeVisible();
}

/** The success toast of the documents step: saved, and sent by e-mail. */
export async function expectDocumentsSaved(page: Page, lang: Lang): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: LOCALE_TEXTS[lang].toasts.documentsSaved });
  await expect(toast).toContainText(LOCALE_TEXTS[lang].toasts.documentsSent);
}

/**
 * The documents step: the provider's contract documents listed (and the agent's on the intermediary path), the
 * identity card and bank statement chosen, the child's birth certificate on the child path, the AML text; saved.
 */
export async function uploadDocuments(
  journey: JourneyContext,
  path: { child: boolean; intermediary: boolean },
): Promise<void> {
  const { page, lang } = journey;
  const d = LOCALE_TEXTS[lang].documents;
  await expectStep(page, '/steps/documents-upload', d.title);
  await expect(page.getByRole('region', { name: d.contracts.title }).getByRole('link').first()).toBeVisible();
  if (path.intermediary)
    await expect(page.getByRole('region', { name: d.intermediary.title }).getByRole('link').first()).toBeVisible();
  else await expect(page.getByRole('heading', { name: d.intermediary.title })).toHaveCount(0);
  await chooseDocuments(page);
  if (path.child) {
    await fileInput(page, 'birth_certificate').setInputFiles({
      name: 'rodny-list.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByText('rodny-list.pdf')).toBeVisible();
  } else {
    await expect(page.getByText(d.birth_certificate.title)).toHaveCount(0);
  }
  await page.getByRole('textbox', { name: d.aml_info.title }).fill('Úspory zo mzdy');
  await checkScreen(journey);
  await page.getByRole('button', { name: d.submit, exact: true }).click();
  await expectDocumentsSaved(page, lang);
}
