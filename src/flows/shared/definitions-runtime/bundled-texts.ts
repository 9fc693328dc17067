/** Loads the bundled locale files (namespaces) named, in the current language and the fallback. */
export type BundledTextsLoader = (namespaces: readonly string[]) => Promise<void>;

// None until the app registers its own (src/app/i18n.ts): unit tests start i18next with every namespace loaded.
let loader: BundledTextsLoader = () => Promise.resolve();

/**
 * The app's loader of its locale files, registered by the app (flows never import it): a definition bundled with the
 * app takes its texts from them, a published module brings its own (issue 21: the published path fetches no bundled
 * texts it would not show). Returns the loader it replaces (a test puts it back).
 */
export function registerBundledTexts(load: BundledTextsLoader): BundledTextsLoader {
  const before = loader;
  loader = load;
  return before;
}

/** The bundled texts of `namespaces`, loaded once (a language switch loads them again in the new language). */
export const loadBundledTexts = (namespaces: readonly string[]): Promise<void> => loader(namespaces);
