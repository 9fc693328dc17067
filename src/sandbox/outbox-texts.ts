import type { Lang } from '../api/types.ts';

interface Text {
  subject: string;
  text: string;
}

type Compose<A> = (lang: Lang, args: A) => Text;

function pick<A>(texts: Record<Lang, (args: A) => Text>): Compose<A> {
  return (lang, args) => texts[lang](args);
}

/** What the sandbox "sends", in the recipient's language. */
export const outboxTexts = {
  emailCode: pick<{ code: string }>({
    sk: ({ code }) => ({ subject: 'Overovací kód', text: `Váš overovací kód je ${code}. Platí 10 minút.` }),
    en: ({ code }) => ({
      subject: 'Verification code',
      text: `Your verification code is ${code}. It is valid for 10 minutes.`,
    }),
    bg: ({ code }) => ({
      subject: 'Код за потвърждение',
      text: `Вашият код за потвърждение е ${code}. Валиден е 10 минути.`,
    }),
  }),
  accountExists: pick<{ login: string; reset: string }>({
    sk: ({ login, reset }) => ({
      subject: 'Účet s týmto e-mailom už existuje',
      text: `Niekto (pravdepodobne vy) chcel s touto e-mailovou adresou otvoriť účet. Účet s ňou už máte, preto sme overovací kód neposlali.\nPrihláste sa: ${login}\nZabudli ste heslo? Nastavte si nové: ${reset}\nAk ste to neboli vy, tento e-mail môžete ignorovať.`,
    }),
    en: ({ login, reset }) => ({
      subject: 'An account with this e-mail already exists',
      text: `Someone (probably you) asked to open an account with this e-mail address. You already have an account with it, so no verification code was sent.\nLog in: ${login}\nForgot your password? Set a new one: ${reset}\nIf this was not you, you can ignore this e-mail.`,
    }),
    bg: ({ login, reset }) => ({
      subject: 'Вече съществува профил с този имейл',
      text: `Някой (вероятно вие) поиска да открие профил с този имейл адрес. Вече имате профил с него, затова код за потвърждение не беше изпратен.\nВход: ${login}\nЗабравена парола? Задайте нова: ${reset}\nАко не сте били вие, можете да пренебрегнете този имейл.`,
    }),
  }),
  smsCode: pick<{ code: string }>({
    sk: ({ code }) => ({ subject: 'SMS kód', text: `Váš overovací kód je ${code} (platí 10 minút).` }),
    en: ({ code }) => ({ subject: 'SMS code', text: `Your verification code is ${code} (valid for 10 minutes).` }),
    bg: ({ code }) => ({ subject: 'SMS код', text: `Вашият код за потвърждение е ${code} (валиден 10 минути).` }),
  }),
  signCode: pick<{ code: string; document: string }>({
    sk: ({ code, document }) => ({
      subject: 'Kód na podpis',
      text: `Kód na podpis dokumentu ${document}: ${code} (platí 10 minút).`,
    }),
    en: ({ code, document }) => ({
      subject: 'Signing code',
      text: `Code to sign the ${document}: ${code} (valid for 10 minutes).`,
    }),
    bg: ({ code, document }) => ({
      subject: 'Код за подпис',
      text: `Код за подписване на ${document}: ${code} (валиден 10 минути).`,
    }),
  }),
  questionnaireSignCode: pick<{ code: string }>({
    sk: ({ code }) => ({
      subject: 'Kód na podpis dotazníka',
      text: `Kód na podpis investičného dotazníka: ${code} (platí 10 minút).`,
    }),
    en: ({ code }) => ({
      subject: 'Questionnaire signing code',
      text: `Code to sign the investment questionnaire: ${code} (valid for 10 minutes).`,
    }),
    bg: ({ code }) => ({
      subject: 'Код за подпис на въпросника',
      text: `Код за подписване на инвестиционния въпросник: ${code} (валиден 10 минути).`,
    }),
  }),
  strategySignCode: pick<{ code: string }>({
    sk: ({ code }) => ({
      subject: 'Kód na podpis novej stratégie',
      text: `Kód na podpis novej investičnej stratégie: ${code} (platí 10 minút).`,
    }),
    en: ({ code }) => ({
      subject: 'New strategy signing code',
      text: `Code to sign the new investment strategy: ${code} (valid for 10 minutes).`,
    }),
    bg: ({ code }) => ({
      subject: 'Код за подпис на новата стратегия',
      text: `Код за подписване на новата инвестиционна стратегия: ${code} (валиден 10 минути).`,
    }),
  }),
  resetLink: pick<{ link: string }>({
    sk: ({ link }) => ({
      subject: 'Obnova hesla',
      text: `Nové heslo si nastavíte na adrese ${link} (odkaz platí 60 minút).`,
    }),
    en: ({ link }) => ({
      subject: 'Password reset',
      text: `Set a new password at ${link} (the link is valid for 60 minutes).`,
    }),
    bg: ({ link }) => ({
      subject: 'Възстановяване на парола',
      text: `Задайте нова парола на ${link} (връзката е валидна 60 минути).`,
    }),
  }),
  clientLinks: pick<{ questionnaire: string; info: string; strategy: string }>({
    sk: (l) => ({
      subject: 'Aktualizácia investičného dotazníka',
      text: `Investičný dotazník: ${l.questionnaire}\nInformácie k dotazníku: ${l.info}\nNová investičná stratégia: ${l.strategy}\nOdkazy platia 7 dní.`,
    }),
    en: (l) => ({
      subject: 'Investment questionnaire update',
      text: `Investment questionnaire: ${l.questionnaire}\nAbout the questionnaire: ${l.info}\nNew investment strategy: ${l.strategy}\nThe links are valid for 7 days.`,
    }),
    bg: (l) => ({
      subject: 'Актуализация на инвестиционния въпросник',
      text: `Инвестиционен въпросник: ${l.questionnaire}\nИнформация за въпросника: ${l.info}\nНова инвестиционна стратегия: ${l.strategy}\nВръзките са валидни 7 дни.`,
    }),
  }),
  documentsSent: pick<{ files: string }>({
    sk: ({ files }) => ({ subject: 'Dokumenty boli odoslané', text: `Prijali sme vaše dokumenty: ${files}.` }),
    en: ({ files }) => ({ subject: 'Documents sent to e-mail', text: `We have received your documents: ${files}.` }),
    bg: ({ files }) => ({ subject: 'Документите са изпратени', text: `Получихме вашите документи: ${files}.` }),
  }),
  contractsSent: pick<{ list: string }>({
    sk: ({ list }) => ({ subject: 'Vaše podpísané zmluvy', text: `Ďakujeme za podpis. Zmluvy nájdete tu:\n${list}` }),
    en: ({ list }) => ({ subject: 'Your signed contracts', text: `Thank you for signing. Your contracts:\n${list}` }),
    bg: ({ list }) => ({
      subject: 'Вашите подписани договори',
      text: `Благодарим за подписа. Вашите договори:\n${list}`,
    }),
  }),
} as const;
