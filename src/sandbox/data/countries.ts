import type { Country, Lang } from '../../api/types.ts';

// EU and EEA members, the United Kingdom, Switzerland, the United States and Ukraine (ISO 3166-1 alpha-2).
const COUNTRIES: ReadonlyArray<readonly [code: string, sk: string, en: string, bg: string]> = [
  ['AT', 'Rakúsko', 'Austria', 'Австрия'],
  ['BE', 'Belgicko', 'Belgium', 'Белгия'],
  ['BG', 'Bulharsko', 'Bulgaria', 'България'],
  ['HR', 'Chorvátsko', 'Croatia', 'Хърватия'],
  ['CY', 'Cyprus', 'Cyprus', 'Кипър'],
  ['CZ', 'Česko', 'Czechia', 'Чехия'],
  ['DK', 'Dánsko', 'Denmark', 'Дания'],
  ['EE', 'Estónsko', 'Estonia', 'Естония'],
  ['FI', 'Fínsko', 'Finland', 'Финландия'],
  ['FR', 'Francúzsko', 'France', 'Франция'],
  ['DE', 'Nemecko', 'Germany', 'Германия'],
  ['GR', 'Grécko', 'Greece', 'Гърция'],
  ['HU', 'Maďarsko', 'Hungary', 'Унгария'],
  ['IE', 'Írsko', 'Ireland', 'Ирландия'],
  ['IT', 'Taliansko', 'Italy', 'Италия'],
  ['LV', 'Lotyšsko', 'Latvia', 'Латвия'],
  ['LT', 'Litva', 'Lithuania', 'Литва'],
  ['LU', 'Luxembursko', 'Luxembourg', 'Люксембург'],
  ['MT', 'Malta', 'Malta', 'Малта'],
  ['NL', 'Holandsko', 'Netherlands', 'Нидерландия'],
  ['PL', 'Poľsko', 'Poland', 'Полша'],
  ['PT', 'Portugalsko', 'Portugal', 'Португалия'],
  ['RO', 'Rumunsko', 'Romania', 'Румъния'],
  ['SK', 'Slovensko', 'Slovakia', 'Словакия'],
  ['SI', 'Slovinsko', 'Slovenia', 'Словения'],
  ['ES', 'Španielsko', 'Spain', 'Испания'],
  ['SE', 'Švédsko', 'Sweden', 'Швеция'],
  ['IS', 'Island', 'Iceland', 'Исландия'],
  ['LI', 'Lichtenštajnsko', 'Liechtenstein', 'Лихтенщайн'],
  ['NO', 'Nórsko', 'Norway', 'Норвегия'],
  ['GB', 'Spojené kráľovstvo', 'United Kingdom', 'Обединеното кралство'],
  ['CH', 'Švajčiarsko', 'Switzerland', 'Швейцария'],
  ['US', 'Spojené štáty americké', 'United States', 'Съединените американски щати'],
  ['UA', 'Ukrajina', 'Ukraine', 'Украйна'],
];

const LANG_INDEX: Record<Lang, 1 | 2 | 3> = { sk: 1, en: 2, bg: 3 };

/** The country list in `lang`, sorted by name the way that language sorts. */
export function countryList(lang: Lang): Country[] {
  const collator = new Intl.Collator(lang);
  return COUNTRIES.map((row) => ({ code: row[0], name: row[LANG_INDEX[lang]] })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** True for a code of the list. */
export function isKnownCountry(code: string): boolean {
  return COUNTRIES.some((row) => row[0] === code);
}
