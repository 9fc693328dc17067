import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../definition/languages';
import { bundledTexts } from '../flows/shared/definitions-runtime/bundled-texts';
import { LANGUAGES, type Language } from './language-choice';
import { textsDefinitionId } from '../definition/texts/texts-definition-id';
import { publishedNamespaces } from './published-texts/published-namespaces';
import { storeLanguage } from './stored-language';

export { LANGUAGES, LOCALE_STORAGE_KEY, initialLanguage, type Language } from './language-choice';

// Each file locales/{lang}/{name}.json (a namespace) becomes the key prefix `{name}.` in that language. Loaded on
// demand: a person downloads the texts of their language (and Slovak, the fallback), and of the screens they
// open, not all of them.
// Keys relative to the folder: 76 entries shorter in the start chunk.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { base: '../../locales', import: 'default' });

/** The namespaces of every file in locales/sk. */
const ALL_NAMESPACES = Object.keys(files).flatMap((path) => /^\.\/sk\/([\w-]+)\.json$/.exec(path)?.[1] ?? []);

/**
 * What the app shows before any screen: the shell, the landing page, toasts and error messages, the engine's
 * own words and the sandbox's panel. A screen's own namespaces come with its code
 * (src/app/screens/screen-namespaces.ts), the footer questions' with theirs (src/app/shell/shell-layout.tsx).
 */
export const START_NAMESPACES = [
  'app',
  'engine',
  'errors',
  'help',
  'landing',
  'routes',
  // The sandbox's panel only where the sandbox is: a build for the real provider has neither.
  ...(__SANDBOX__ ? ['sandbox'] : []),
  'toasts',
  'validation',
];

/**
 * The texts the registry published for `namespaces` (issue 23), laid over the bundled ones: a chunk of its own
 * (src/app/published-texts), fetched with the texts. Not in unit tests or the build's prerender, which have no
 * publication store to ask.
 */
async function publishedTexts(namespaces: readonly string[]): Promise<boolean> {
  if (typeof document === 'undefined' || import.meta.env.MODE === 'test') return false;
  const { ids, response } = await publishedNamespaces();
  const published = namespaces.filter((name) => ids.has(textsDefinitionId(name)) || ids.has('*'));
  if (published.length === 0) return false;
  const { loadPublishedTexts } = await import('./published-texts/load-published-texts');
  return loadPublishedTexts(published, { fetchFn: () => Promise.resolve(response()) });
}

/** The start's published texts: a failure there is met again by the next screen's load (its fault and retry). */
let startTexts: Promise<unknown> = Promise.resolve();

/** Namespaces asked for so far: a language switch loads the same ones in the new language. */
const wanted = new Set<string>();
/** `lang/name` of the files already in i18next. */
const loaded = new Set<string>();

async function resourcesOf(lang: Language, names: readonly string[]): Promise<Record<string, unknown>> {
  const missing = names.filter((name) => !loaded.has(`${lang}/${name}`));
  const entries = await Promise.all(
    missing.flatMap((name) => {
      const load = files[`./${lang}/${name}.json`];
      return load ? [load().then((texts) => [name, texts] as const)] : [];
    }),
  );
  for (const name of missing) loaded.add(`${lang}/${name}`);
  return Object.fromEntries(entries);
}

/** The languages whose texts a page in `lang` needs: its own and Slovak, the fallback. */
const languagesFor = (lang: Language): Language[] =>
  lang === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [lang, FALLBACK_LANGUAGE];

/**
 * Starts i18next in `lang`, with Slovak as the fallback for any missing text, with the texts of `namespaces`
 * (all by default: the build's prerender and the screens' tests render screens without loading them first).
 */
export async function setupI18n(lang: Language, namespaces: readonly string[] = ALL_NAMESPACES) {
  for (const name of namespaces) wanted.add(name);
  loaded.clear();
  const bundles = await Promise.all(
    languagesFor(lang).map(async (l) => [l, { translation: await resourcesOf(l, namespaces) }] as const),
  );
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources: Object.fromEntries(bundles),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // No document when the build prerenders the landing page (src/prerender).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  // Never waited for: the first paint shows the bundled texts (the landing page is prerendered with them), and the
  // published ones re-render the page in place when they arrive.
  startTexts = publishedTexts(namespaces).then((changed) => {
    if (changed) void i18n.changeLanguage(i18n.language);
  });
  startTexts.catch(() => undefined);
  return i18n;
}

/** Adds the texts of `namespaces` in `lang` to i18next, those not there yet. */
async function addNamespaces(lang: Language, namespaces: readonly string[]): Promise<void> {
  const resources = await resourcesOf(lang, namespaces);
  if (Object.keys(resources).length > 0) i18n.addResourceBundle(lang, 'translation', resources, true, true);
}

/**
 * Loads the texts of `namespaces` in the current language (and Slovak) before a screen that needs them renders
 * (src/app/screens/lazy-screen.tsx), so it never shows a key in place of a text.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const name of namespaces) wanted.add(name);
  const lang = (i18n.language ?? FALLBACK_LANGUAGE) as Language;
  // A failed start's published texts are asked again here, so their fault is the screen's to show.
  const published = startTexts.then(
    () => publishedTexts(namespaces),
    () => publishedTexts([...namespaces, ...wanted]),
  );
  await Promise.all([...languagesFor(lang).map((l) => addNamespaces(l, namespaces)), published]);
}

// A bundled questionnaire section's texts come with the section (section-source.ts), not with the screen: a
// questionnaire running on published modules, which carry their own texts, fetches none of them (issue 21).
bundledTexts.load = loadNamespaces;

/**
 * Switches the language in place and stores the choice (wem_locale). SPEC §2 reloads the page here; the
 * engine's rule that nothing typed is lost on a language switch wins (a reload would drop the drafts, which
 * are kept in memory only), so the texts, the lists asked in `?lang` and `<html lang>` change without one.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await addNamespaces(lang, [...wanted]);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.title = i18n.t('app.name');
}
