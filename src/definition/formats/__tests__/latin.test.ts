// @vitest-environment node
import { latin } from '../latin.ts';

describe('latin', () => {
  it.each([
    ['Slovak name', 'Ľubomír Šťastný'],
    ['Slovak double surname', 'Ďurovčík-Kráľová'],
    ['apostrophe', "O'Brien"],
    ['typographic apostrophe', 'O’Brien'],
    ['Slovak letters', 'ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ áäčďéíĺľňóôŕšťúýž'],
    ['Czech', 'Řehoř Čermák, Jiří Dvořák, Kůň'],
    ['German', 'Jürgen Müller, Schloßstraße, Öztürk, GROẞ'],
    ['Polish', 'Łukasz Wądołowski, Zażółć gęślą jaźń'],
    ['Hungarian', 'Győző Szőke, Űrhajós'],
    ['Romanian comma-below', 'Ștefan Țăranu, Brașov'],
    ['Romanian cedilla', 'Şerban Ţepeş'],
    ['French and Nordic', 'François Lefèvre, Søren Ærø, Åsa'],
    ['Vietnamese (Latin Extended Additional)', 'Nguyễn Thị Hồng'],
    ['address', 'Hlavná 12/A, 811 01 Bratislava'],
    ['address punctuation', 'Nám. SNP 1 (3. posch.) #4 & Co.; 48° N: "Dom" „Dom“ 50%'],
    ['decomposed diacritics', 'S\u030Ctefan Ba\u0301ny'],
    ['empty', ''],
  ])('accepts %s', (_, value) => {
    expect(latin(value)).toBe(true);
  });

  it.each([
    ['Cyrillic', 'Иван'],
    ['one Cyrillic letter among Latin', 'Ivаn'],
    ['Greek', 'Ιωάννης'],
    ['Chinese', '王伟'],
    ['Japanese', 'やまだ'],
    ['Arabic', 'محمد'],
    ['Hebrew', 'דוד'],
    ['emoji', 'Ján 😀'],
    ['flag emoji', 'Ján 🇸🇰'],
    ['NUL', 'Ján\u0000'],
    ['tab', 'Ján\tNovák'],
    ['newline', 'Ján\nNovák'],
    ['DEL', 'Ján\u007f'],
    ['no-break space', 'Ján\u00a0Novák'],
    ['zero-width space', 'Ján\u200bNovák'],
    ['right-to-left override', 'Ján\u202eNovák'],
    ['multiplication sign', '2×3'],
    ['fullwidth Latin', 'Ｊａｎ'],
    ['combining mark without a letter', '\u030C'],
    ['lone surrogate', 'Ján\ud800'],
    ['too long', 'a'.repeat(1001)],
  ])('refuses %s', (_, value) => {
    expect(latin(value)).toBe(false);
  });
});
