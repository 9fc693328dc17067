import type { Lang, VerificationStatus } from '../api/types.ts';

export type IdpOutcome = Extract<VerificationStatus, 'success' | 'submitted' | 'declined' | 'error'>;
export const IDP_OUTCOMES: readonly IdpOutcome[] = ['success', 'submitted', 'declined', 'error'];

const TEXTS: Record<Lang, { title: string; intro: string; legend: string; gone: string } & Record<IdpOutcome, string>> =
  {
    sk: {
      title: 'Overenie identity (sandbox)',
      intro: 'Toto je testovací poskytovateľ overenia identity. Vyberte, ako má overenie dopadnúť.',
      legend: 'Výsledok overenia',
      success: 'Overenie úspešné',
      submitted: 'Odoslané na kontrolu',
      declined: 'Overenie zamietnuté',
      error: 'Chyba overenia',
      gone: 'Táto relácia overenia neexistuje, vypršala alebo už bola použitá. Začnite overenie znova v aplikácii.',
    },
    en: {
      title: 'Identity verification (sandbox)',
      intro: 'This is a test identity-verification provider. Choose how the verification ends.',
      legend: 'Verification outcome',
      success: 'Verification successful',
      submitted: 'Submitted for review',
      declined: 'Verification declined',
      error: 'Verification error',
      gone: 'This verification session does not exist, has expired or was already used. Start the verification again in the app.',
    },
    bg: {
      title: 'Проверка на самоличността (sandbox)',
      intro: 'Това е тестов доставчик на проверка на самоличността. Изберете как да завърши проверката.',
      legend: 'Резултат от проверката',
      success: 'Успешна проверка',
      submitted: 'Изпратено за преглед',
      declined: 'Отказана проверка',
      error: 'Грешка при проверката',
      gone: 'Тази сесия за проверка не съществува, е изтекла или вече е използвана. Започнете проверката отново в приложението.',
    },
  };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(lang: Lang, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
fieldset { border: 1px solid #767676; padding: 1rem; display: grid; gap: .75rem; }
button { font: inherit; padding: .75rem 1rem; border: 2px solid #1a1a1a; border-radius: 4px; background: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #0050b3; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The fake identity-provider page: four buttons, one per outcome, posting back to the same address. */
export function idpPage(sessionId: string, lang: Lang): string {
  const t = TEXTS[lang];
  const buttons = IDP_OUTCOMES.map(
    (outcome) => `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(t[outcome])}</button>`,
  ).join('\n');
  const action = `/sandbox/idp/${encodeURIComponent(sessionId)}?lang=${lang}`;
  return page(
    lang,
    `<p>${escapeHtml(t.intro)}</p>
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>${escapeHtml(t.legend)}</legend>
${buttons}
</fieldset>
</form>`,
  );
}

/** The page for an unknown, expired or used session. */
export function idpGonePage(lang: Lang): string {
  return page(lang, `<p role="alert">${escapeHtml(TEXTS[lang].gone)}</p>`);
}
