/** Loads the bundled locale files (namespaces) named, in the current language and the fallback. */
export type BundledTextsLoader = (namespaces: readonly string[]) => Promise<unknown>;

/**
 * The app's loader of its locale files, which the app sets (flows never import it; src/app/i18n.ts): a definition
 * bundled with the app takes its texts from them, a published module brings its own (issue 21: the published path
 * fetches no bundled texts it would not show). None until then: unit tests start i18next with every namespace.
 */
export const bundledTexts: { load: BundledTextsLoader } = { load: async () => undefined };
