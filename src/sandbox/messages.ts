import bgValidation from '../../locales/bg/validation.json' with { type: 'json' };
import enValidation from '../../locales/en/validation.json' with { type: 'json' };
import skValidation from '../../locales/sk/validation.json' with { type: 'json' };
import type { Lang } from '../api/types.ts';

/**
 * Every `result` text the sandbox answers with on an error, and its explanation in the three languages. The
 * app shows `message_{lang}` where it has nothing better, so the Slovak texts follow SPEC §5 and §8.
 */
const CATALOG = {
  unauthorized: {
    sk: 'Nie ste prihlásený alebo vaše prihlásenie vypršalo.',
    en: 'You are not signed in or your session has expired.',
    bg: 'Не сте влезли в профила си или сесията ви е изтекла.',
  },
  'invalid reset link': {
    sk: 'Odkaz na obnovu hesla je neplatný alebo mu vypršala platnosť.',
    en: 'The password reset link is invalid or has expired.',
    bg: 'Връзката за възстановяване на паролата е невалидна или е изтекла.',
  },
  'invalid credentials': {
    sk: 'Nesprávne prihlasovacie údaje aplikácie.',
    en: 'The application credentials are wrong.',
    bg: 'Грешни данни за достъп на приложението.',
  },
  'wrong password': {
    sk: 'Zadali ste nesprávny e-mail alebo heslo.',
    en: 'You entered a wrong e-mail or password.',
    bg: 'Въведохте грешен имейл или парола.',
  },
  'wrong code': {
    sk: 'Zadali ste nesprávny kód',
    en: 'You entered an incorrect code',
    bg: 'Въведохте грешен код',
  },
  'code expired': {
    sk: 'Platnosť kódu vypršala alebo bol už použitý. Vyžiadajte si nový kód.',
    en: 'The code has expired or was already used. Please request a new code.',
    bg: 'Кодът е изтекъл или вече е използван. Моля, поискайте нов код.',
  },
  'too many attempts': {
    sk: 'Prekročili ste maximálny počet pokusov o prihlásenie. Skúste to znova o 5 minút.',
    en: 'You have exceeded the maximum number of login attempts. Please try again in 5 minutes.',
    bg: 'Превишихте максималния брой опити за вход. Моля, опитайте отново след 5 минути.',
  },
  'too many logins': {
    sk: 'Príliš veľa neúspešných pokusov o prihlásenie. Skúste to znova po uplynutí času v hlavičke Retry-After.',
    en: 'Too many failed login attempts. Please try again after the time given in Retry-After.',
    bg: 'Твърде много неуспешни опити за вход. Моля, опитайте отново след времето, посочено в Retry-After.',
  },
  'too many codes': {
    sk: 'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať po uplynutí času v hlavičke Retry-After.',
    en: 'You have requested too many codes. You can request a new code after the time given in Retry-After.',
    bg: 'Поискахте твърде много кодове. Можете да поискате нов код след времето, посочено в Retry-After.',
  },
  'too many birth number conflicts': {
    sk: 'Príliš veľa pokusov s už registrovaným rodným číslom. Skúste to znova neskôr alebo kontaktujte podporu.',
    en: 'Too many attempts with a birth number that is already registered. Please try again later or contact support.',
    bg: 'Твърде много опити с вече регистрирано рождено число. Моля, опитайте по-късно или се свържете с поддръжката.',
  },
  'too many password recoveries': {
    sk: 'Prekročili ste počet pokusov pre obnovu hesla. Skúste to znova o 5 minút.',
    en: 'You have exceeded the maximum number of attempts to password recovery. Please try again in 5 minutes.',
    bg: 'Превишихте максималния брой опити за възстановяване на паролата. Моля, опитайте отново след 5 минути.',
  },
  'e-mail already registered': {
    sk: 'Tento e-mail je už zaregistrovaný. Prihláste sa.',
    en: 'This e-mail is already registered. Please log in.',
    bg: 'Този имейл вече е регистриран. Моля, влезте в профила си.',
  },
  'invalid e-mail': {
    sk: 'Zadajte platnú e-mailovú adresu.',
    en: 'Enter a valid e-mail address.',
    bg: 'Въведете валиден имейл адрес.',
  },
  'e-mail not verified': {
    sk: 'E-mail ešte nebol overený kódom.',
    en: 'The e-mail has not been verified with a code yet.',
    bg: 'Имейлът все още не е потвърден с код.',
  },
  'e-mail does not match': {
    sk: 'E-mail sa nezhoduje s overeným e-mailom.',
    en: 'The e-mail differs from the verified e-mail.',
    bg: 'Имейлът се различава от потвърдения имейл.',
  },
  'invalid phone': {
    sk: 'Telefónne číslo musí byť v tvare +42x a 8 až 9 číslic.',
    en: 'The phone number must have the form +42x followed by 8 to 9 digits.',
    bg: 'Телефонният номер трябва да е във формат +42x и 8 до 9 цифри.',
  },
  'phone not verified': {
    sk: 'Telefónne číslo ešte nebolo overené SMS kódom.',
    en: 'The phone number has not been verified with an SMS code yet.',
    bg: 'Телефонният номер все още не е потвърден с SMS код.',
  },
  // One text for the app's check of the box and the provider's refusal: the locale files' (SPEC §5).
  'consent required': {
    sk: skValidation.consentRequired,
    en: enValidation.consentRequired,
    bg: bgValidation.consentRequired,
  },
  'password too short': {
    sk: 'Heslo musí obsahovať najmenej 6 znakov!',
    en: 'The password must have at least 6 characters!',
    bg: 'Паролата трябва да съдържа поне 6 знака!',
  },
  'passwords do not match': {
    sk: 'Zadané heslá sa nezhodujú!',
    en: 'The passwords do not match!',
    bg: 'Въведените пароли не съвпадат!',
  },
  'missing field': {
    sk: 'Pole {field} je povinné.',
    en: 'The field {field} is required.',
    bg: 'Полето {field} е задължително.',
  },
  'invalid field': {
    sk: 'Pole {field} má nesprávny tvar.',
    en: 'The field {field} has a wrong format.',
    bg: 'Полето {field} е в грешен формат.',
  },
  'invalid date': {
    sk: 'Dátum v poli {field} je neplatný.',
    en: 'The date in the field {field} is not valid.',
    bg: 'Датата в полето {field} е невалидна.',
  },
  'invalid birth number': {
    sk: 'Rodné číslo je nesprávne',
    en: 'The birth number is not valid',
    bg: 'ЕГН/рождено число е невалидно',
  },
  'birth number does not match birth date': {
    sk: 'Rodné číslo nezodpovedá dátumu narodenia.',
    en: 'The birth number does not match the date of birth.',
    bg: 'Рожденото число не съответства на датата на раждане.',
  },
  'invalid code': {
    sk: 'Kód musí mať 6 číslic.',
    en: 'The code must have 6 digits.',
    bg: 'Кодът трябва да има 6 цифри.',
  },
  'unknown definition': {
    sk: 'Dotazník bol vyplnený vo verzii, ktorá nebola zverejnená. Načítajte stránku znova a vyplňte ho ešte raz.',
    en: 'The questionnaire was filled in on a version that was never published. Please reload the page and fill it in again.',
    bg: 'Въпросникът е попълнен във версия, която не е публикувана. Моля, заредете страницата отново и го попълнете пак.',
  },
  'definition not in effect': {
    sk: 'Táto verzia dotazníka ešte neplatí. Načítajte stránku znova a vyplňte ho ešte raz.',
    en: 'This version of the questionnaire is not in effect yet. Please reload the page and fill it in again.',
    bg: 'Тази версия на въпросника все още не е в сила. Моля, заредете страницата отново и го попълнете пак.',
  },
  'unknown step definition': {
    sk: 'Formulár bol vyplnený vo verzii, ktorá nebola zverejnená. Načítajte stránku znova a vyplňte ho ešte raz.',
    en: 'The form was filled in on a version that was never published. Please reload the page and fill it in again.',
    bg: 'Формулярът е попълнен във версия, която не е публикувана. Моля, заредете страницата отново и го попълнете пак.',
  },
  'step definition not in effect': {
    sk: 'Táto verzia formulára ešte neplatí. Načítajte stránku znova a vyplňte ho ešte raz.',
    en: 'This version of the form is not in effect yet. Please reload the page and fill it in again.',
    bg: 'Тази версия на формуляра все още не е в сила. Моля, заредете страницата отново и го попълнете пак.',
  },
  'mixed definitions': {
    sk: 'Odpovede jednej časti dotazníka patria k rôznym verziám. Načítajte stránku znova a vyplňte ho ešte raz.',
    en: 'The answers of one part of the questionnaire belong to different versions. Please reload the page and fill it in again.',
    bg: 'Отговорите на една част от въпросника са от различни версии. Моля, заредете страницата отново и го попълнете пак.',
  },
  'unknown question': {
    sk: 'Otázka {field} v dotazníku neexistuje.',
    en: 'The questionnaire has no question {field}.',
    bg: 'Въпросникът няма въпрос {field}.',
  },
  'unknown answer': {
    sk: 'Odpoveď na otázku {field} nie je medzi možnosťami dotazníka.',
    en: "The answer to question {field} is not one of the questionnaire's options.",
    bg: 'Отговорът на въпрос {field} не е сред възможностите на въпросника.',
  },
  'missing answer': {
    sk: 'Chýba odpoveď na povinnú otázku {field}.',
    en: 'The required question {field} has no answer.',
    bg: 'Липсва отговор на задължителния въпрос {field}.',
  },
  'unconfirmed contradiction': {
    sk: 'Odpovede si navzájom odporujú ({field}) a rozpor nebol potvrdený.',
    en: 'The answers contradict each other ({field}) and the contradiction was not confirmed.',
    bg: 'Отговорите си противоречат ({field}), а противоречието не е потвърдено.',
  },
  'missing answer text': {
    sk: 'Pri odpovedi na otázku {field} chýba požadovaný text.',
    en: 'The answer to question {field} lacks the text it requires.',
    bg: 'В отговора на въпрос {field} липсва изискваният текст.',
  },
  'birth number exists': {
    sk: 'Toto rodné číslo je už registrované.',
    en: 'This birth number is already registered.',
    bg: 'Това рождено число вече е регистрирано.',
  },
  'only latin characters': {
    sk: 'Používajte iba latinské znaky.',
    en: 'Use Latin characters only.',
    bg: 'Използвайте само латински букви.',
  },
  'invalid IBAN': {
    sk: 'IBAN je nesprávny.',
    en: 'The IBAN is not valid.',
    bg: 'IBAN е невалиден.',
  },
  'unknown country': {
    sk: 'Neznáma krajina.',
    en: 'Unknown country.',
    bg: 'Непозната държава.',
  },
  'missing file': {
    sk: 'Chýba povinný súbor {field}.',
    en: 'The required file {field} is missing.',
    bg: 'Липсва задължителният файл {field}.',
  },
  'unsupported file type': {
    sk: 'Súbor {field} musí byť JPEG, PNG alebo PDF.',
    en: 'The file {field} must be a JPEG, PNG or PDF.',
    bg: 'Файлът {field} трябва да е JPEG, PNG или PDF.',
  },
  'file too large': {
    sk: 'Súbor {field} je väčší ako 5 MB.',
    en: 'The file {field} is larger than 5 MB.',
    bg: 'Файлът {field} е по-голям от 5 MB.',
  },
  'no strategy chosen': {
    sk: 'Musíte vybrať aspoň jednu investičnú stratégiu',
    en: 'You must choose at least one investment strategy',
    bg: 'Трябва да изберете поне една инвестиционна стратегия',
  },
  'unknown strategy': {
    sk: 'Vybraná stratégia neexistuje.',
    en: 'The chosen strategy does not exist.',
    bg: 'Избраната стратегия не съществува.',
  },
  'duplicate strategy': {
    sk: 'Stratégiu ste vybrali viackrát.',
    en: 'A strategy was chosen more than once.',
    bg: 'Стратегия е избрана повече от веднъж.',
  },
  'invalid amount': {
    sk: 'Suma musí byť aspoň 0,01 EUR a mať najviac dve desatinné miesta.',
    en: 'The amount must be at least 0.01 EUR with at most two decimals.',
    bg: 'Сумата трябва да е поне 0,01 EUR и с най-много два десетични знака.',
  },
  'missing frequency': {
    sk: 'Všetky vybrané stratégie musia mať vybranú frekvenciu a výšku pravidelného vkladu.',
    en: 'Every chosen strategy must have a frequency and a regular deposit amount.',
    bg: 'Всички избрани стратегии трябва да имат избрана честота и размер на редовната вноска.',
  },
  'invalid answers': {
    sk: 'Odpovede dotazníka sú neúplné alebo nesprávne.',
    en: 'The questionnaire answers are incomplete or malformed.',
    bg: 'Отговорите на въпросника са непълни или неправилни.',
  },
  'registration required': {
    sk: 'Najprv dokončite registráciu.',
    en: 'Please complete the registration first.',
    bg: 'Моля, първо завършете регистрацията.',
  },
  'child investment not declared': {
    sk: 'Údaje dieťaťa sa zadávajú len pri investovaní za dieťa.',
    en: 'Child data is only given when investing for a child.',
    bg: 'Данните на детето се въвеждат само при инвестиране за дете.',
  },
  'no intermediary': {
    sk: 'Pri registrácii nebol uvedený finančný sprostredkovateľ.',
    en: 'No financial intermediary was named in the registration.',
    bg: 'При регистрацията не е посочен финансов посредник.',
  },
  'contract not signed': {
    sk: 'Zmluvy ešte neboli podpísané SMS kódom.',
    en: 'The contracts have not been signed with an SMS code yet.',
    bg: 'Договорите все още не са подписани с SMS код.',
  },
  'invalid signature token': {
    sk: 'Formulár na podpis neexistuje alebo mu vypršala platnosť.',
    en: 'The form to sign does not exist or has expired.',
    bg: 'Формулярът за подпис не съществува или е изтекъл.',
  },
  'verification required': {
    sk: 'Najprv dokončite overenie totožnosti.',
    en: 'Please complete the identity verification first.',
    bg: 'Моля, първо завършете проверката на самоличността.',
  },
  'documents required': {
    sk: 'Najprv nahrajte doklady.',
    en: 'Please upload your documents first.',
    bg: 'Моля, първо качете документите си.',
  },
  'link already used': {
    sk: 'Tento odkaz už bol použitý. Každý odkaz funguje iba raz; vyžiadajte si nový.',
    en: 'This link has already been used. Each link works only once; please request a new one.',
    bg: 'Тази връзка вече е използвана. Всяка връзка работи само веднъж; моля, поискайте нова.',
  },
  'link not for this': {
    sk: 'Odkaz, ktorým ste sa prihlásili, na túto akciu neoprávňuje.',
    en: 'The link you signed in with does not allow this action.',
    bg: 'Връзката, с която влязохте, не позволява това действие.',
  },
  'idempotency key reused': {
    sk: 'Kľúč Idempotency-Key už bol použitý pre inú požiadavku.',
    en: 'The Idempotency-Key was already used for a different request.',
    bg: 'Ключът Idempotency-Key вече е използван за друга заявка.',
  },
  'request in progress': {
    sk: 'Požiadavka s týmto kľúčom Idempotency-Key sa ešte spracúva.',
    en: 'A request with this Idempotency-Key is still being processed.',
    bg: 'Заявка с този ключ Idempotency-Key все още се обработва.',
  },
  'not found': {
    sk: 'Požadovaná adresa neexistuje.',
    en: 'The requested address does not exist.',
    bg: 'Заявеният адрес не съществува.',
  },
  'method not allowed': {
    sk: 'Táto metóda nie je pre túto adresu povolená.',
    en: 'This method is not allowed for this address.',
    bg: 'Този метод не е разрешен за този адрес.',
  },
  'malformed JSON': {
    sk: 'Telo požiadavky nie je platný JSON objekt.',
    en: 'The request body is not a valid JSON object.',
    bg: 'Тялото на заявката не е валиден JSON обект.',
  },
  'malformed body': {
    sk: 'Telo požiadavky sa nedá prečítať.',
    en: 'The request body cannot be read.',
    bg: 'Тялото на заявката не може да бъде прочетено.',
  },
  'unsupported media type': {
    sk: 'Nesprávny typ obsahu požiadavky (Content-Type).',
    en: 'The request has the wrong content type.',
    bg: 'Заявката е с грешен тип на съдържанието.',
  },
  'request body too large': {
    sk: 'Požiadavka je príliš veľká.',
    en: 'The request body is too large.',
    bg: 'Заявката е твърде голяма.',
  },
  'sandbox fault': {
    sk: 'Simulovaná chyba testovacieho poskytovateľa.',
    en: 'Simulated fault of the sandbox provider.',
    bg: 'Симулирана грешка на тестовия доставчик.',
  },
  'internal error': {
    sk: 'Vyskytla sa chyba',
    en: 'An error occurred',
    bg: 'Възникна грешка',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof CATALOG;
/** Result texts; the other message keys are second wordings ('too many attempts', 'unauthorized'). */
export type ErrorResult = Exclude<
  MessageKey,
  | 'too many password recoveries'
  | 'invalid reset link'
  | 'too many logins'
  | 'too many codes'
  | 'too many birth number conflicts'
  | 'unknown step definition'
  | 'step definition not in effect'
>;

export interface LocalizedMessages {
  message: string;
  message_sk: string;
  message_en: string;
  message_bg: string;
}

/** The message of `key` in the three languages (`message` in `lang`), with `{field}` filled in. */
export function messagesFor(key: MessageKey, lang: Lang, field?: string): LocalizedMessages {
  const texts: Record<Lang, string> = CATALOG[key];
  const fill = (text: string): string => text.replaceAll('{field}', field ?? '');
  return {
    message: fill(texts[lang]),
    message_sk: fill(texts.sk),
    message_en: fill(texts.en),
    message_bg: fill(texts.bg),
  };
}
