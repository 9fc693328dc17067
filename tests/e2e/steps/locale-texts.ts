import bgContracts from '../../../locales/bg/contracts.json' with { type: 'json' };
import bgDocuments from '../../../locales/bg/documents.json' with { type: 'json' };
import bgHelp from '../../../locales/bg/help.json' with { type: 'json' };
import bgLanding from '../../../locales/bg/landing.json' with { type: 'json' };
import bgFlow from '../../../locales/bg/questionnaireFlow.json' with { type: 'json' };
import bgChild from '../../../locales/bg/steps-child.json' with { type: 'json' };
import bgStrategies from '../../../locales/bg/strategies.json' with { type: 'json' };
import bgToasts from '../../../locales/bg/toasts.json' with { type: 'json' };
import bgVerification from '../../../locales/bg/verification.json' with { type: 'json' };
import enContracts from '../../../locales/en/contracts.json' with { type: 'json' };
import enDocuments from '../../../locales/en/documents.json' with { type: 'json' };
import enHelp from '../../../locales/en/help.json' with { type: 'json' };
import enLanding from '../../../locales/en/landing.json' with { type: 'json' };
import enFlow from '../../../locales/en/questionnaireFlow.json' with { type: 'json' };
import enChild from '../../../locales/en/steps-child.json' with { type: 'json' };
import enStrategies from '../../../locales/en/strategies.json' with { type: 'json' };
import enToasts from '../../../locales/en/toasts.json' with { type: 'json' };
import enVerification from '../../../locales/en/verification.json' with { type: 'json' };
import skContracts from '../../../locales/sk/contracts.json' with { type: 'json' };
import skDocuments from '../../../locales/sk/documents.json' with { type: 'json' };
import skHelp from '../../../locales/sk/help.json' with { type: 'json' };
import skLanding from '../../../locales/sk/landing.json' with { type: 'json' };
import skFlow from '../../../locales/sk/questionnaireFlow.json' with { type: 'json' };
import skChild from '../../../locales/sk/steps-child.json' with { type: 'json' };
import skStrategies from '../../../locales/sk/strategies.json' with { type: 'json' };
import skToasts from '../../../locales/sk/toasts.json' with { type: 'json' };
import skVerification from '../../../locales/sk/verification.json' with { type: 'json' };
import type { Lang } from '../journey';

/**
 * The texts a person reads on the later steps, straight from the locale files the app shows (tests/locales.test.ts
 * keeps the three languages' keys in step; the component tests check what the Slovak texts say).
 */
export const LOCALE_TEXTS = {
  sk: {
    contracts: skContracts,
    documents: skDocuments,
    help: skHelp,
    landing: skLanding,
    flow: skFlow,
    child: skChild,
    strategies: skStrategies,
    toasts: skToasts,
    verification: skVerification,
  },
  en: {
    contracts: enContracts,
    documents: enDocuments,
    help: enHelp,
    landing: enLanding,
    flow: enFlow,
    child: enChild,
    strategies: enStrategies,
    toasts: enToasts,
    verification: enVerification,
  },
  bg: {
    contracts: bgContracts,
    documents: bgDocuments,
    help: bgHelp,
    landing: bgLanding,
    flow: bgFlow,
    child: bgChild,
    strategies: bgStrategies,
    toasts: bgToasts,
    verification: bgVerification,
  },
} as const satisfies Record<Lang, unknown>;
