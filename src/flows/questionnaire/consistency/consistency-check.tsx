import { Box } from '@mui/material';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { ConsistencyOutcome } from '../../../definition/consistency/types';
import type { Definition, DefinitionData } from '../../../engine';
import { DefinitionsPending } from '../../shared/definitions-runtime/definitions-pending';
import { useFeedback } from '../../shared/feedback-context';
import { loadSectionDefinition } from '../load-section';
import { bundledChoice, bundledSectionIds } from '../section-source';
import type { ChosenDefinition } from '../../shared/definitions-runtime/types';
import type { ConsistencyRules } from './bundled-consistency';
import { type CheckParts, loadCheckParts } from './load-check-parts';
import type { QuestionPlace } from './question-places';

type Answers = Record<string, DefinitionData>;

/** What the questionnaire's sections get from the check (QuestionnaireSections' props of the same names). */
export interface CheckedSectionsProps {
  initialIndex: number;
  onIndexChange: (index: number) => void;
  initialAnswers: Readonly<Answers>;
  onSectionChange: (sectionId: string, data: DefinitionData) => void;
  onFinish: (answers: Answers) => void;
  busy: boolean;
  /** Shown above a section opened from the contradictions screen. */
  notice?: ReactNode;
  /** Set when a section was opened from the contradictions screen: any section's submit goes back there. */
  finishLabel?: string;
}

export interface ConsistencyCheckProps {
  initialIndex: number;
  /** Called whenever the shown section changes (to remember the progress). */
  onIndexChange: (index: number) => void;
  initialAnswers: Readonly<Answers>;
  onSectionChange: (sectionId: string, data: DefinitionData) => void;
  /** The answers and what the provider receives of the check (form field `consistency`). */
  onSend: (answers: Answers, outcome: ConsistencyOutcome) => void;
  busy: boolean;
  /** The sections, drawn with the props given. */
  children: (props: CheckedSectionsProps) => ReactNode;
  /**
   * The version of the consistency rules to evaluate, pinned at the questionnaire's start (issue 21): a published
   * module, loaded with the check, or the bundled rules. Its SHA-256 is sent with the outcome. The bundled rules when
   * absent, sent without a hash.
   */
  rules?: ChosenDefinition;
  /**
   * The sections' versions the person answers (the questionnaire's pin): the check reads the answers with them, and
   * its links name and reach each question where that version asks it. The bundled ones when absent.
   */
  chosen?: Readonly<Record<string, ChosenDefinition>>;
}

/**
 * The check's chunk, the rules version to evaluate with it, the sections' definitions the answers were given on and
 * where each question is asked in them.
 */
type Parts = CheckParts & {
  rules: ConsistencyRules;
  sections: readonly Definition[];
  places: ReadonlyMap<string, QuestionPlace>;
};

const partsLoaded = new Map<string, Promise<Parts>>();

/**
 * The check's chunk, the pinned rules (a published module, a chunk of its own, else the bundled ones) and the pinned
 * sections (published modules, cached once loaded, or the bundled definitions). Once per set of versions: the same
 * object each time, so a section asking again (each render of the last one) changes no state.
 */
function loadParts(pinned: ChosenDefinition | undefined, chosen: Readonly<Record<string, ChosenDefinition>>) {
  const module = pinned?.module;
  const key = `${module ? `${module.url}:${pinned.sha256}` : ''}|${bundledSectionIds.map((id) => chosen[id]?.sha256)}`;
  let loading = partsLoaded.get(key);
  if (!loading) {
    loading = Promise.all([
      loadCheckParts(),
      module
        ? import('./published-consistency').then((m) => m.loadPublishedConsistency({ ...pinned, module }))
        : undefined,
      // Every pinned section (a pin holds them all), with its texts: after a reload on the last one, the others were
      // never loaded in the page.
      Promise.all(bundledSectionIds.map((id) => loadSectionDefinition(chosen[id] as ChosenDefinition))),
    ]).then(([parts, published, sections]) => ({
      ...parts,
      rules: published ?? parts.bundledConsistency,
      sections,
      places: parts.questionPlacesOf(sections),
    }));
    partsLoaded.set(key, loading);
    loading.catch(() => partsLoaded.delete(key));
  }
  return loading;
}

type View = { kind: 'sections'; key: number; index: number; focus?: string; fromCheck: boolean } | { kind: 'check' };

/**
 * The questionnaire with its consistency check (issue 22): when the last section is submitted and the answers
 * break a rule, the contradictions screen comes before sending; its links reopen a question's section with the
 * focus on the question, and that section's submit comes back to the screen. No contradiction: the answers go at
 * once. Used by the prospect's questionnaire and the existing client's update alike.
 */
export function ConsistencyCheck({
  initialIndex,
  initialAnswers,
  onIndexChange,
  onSectionChange,
  onSend,
  busy,
  children,
  rules: pinnedRules,
  chosen: given,
}: ConsistencyCheckProps) {
  const chosen = useMemo(() => given ?? bundledChoice(), [given]);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...initialAnswers }));
  const [view, setView] = useState<View>({ kind: 'sections', key: 0, index: initialIndex, fromCheck: false });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [parts, setParts] = useState<Parts>();
  // The answers of a finish whose check could not be loaded (the check's chunk, a pinned section's or the rules'
  // module), and whether its retry is under way.
  const [stalled, setStalled] = useState<{ all: Answers; retrying: boolean }>();
  const feedback = useFeedback();
  const fired = useMemo(() => parts?.contradictionsOf(answers, parts.rules, parts.sections) ?? [], [parts, answers]);
  const focus = view.kind === 'sections' ? view.focus : undefined;
  const key = view.kind === 'sections' ? view.key : -1;

  // A question to focus comes only from the contradictions screen, so the check's chunk is there by then.
  useEffect(() => (focus && parts ? parts.focusQuestion(focus) : undefined), [focus, key, parts]);

  // The check's code is fetched while the last section is answered, so finishing waits for nothing; a failed fetch
  // there is tried again when the person finishes.
  const load = (): Promise<Parts> =>
    loadParts(pinnedRules, chosen).then((loaded) => {
      setParts(loaded);
      return loaded;
    });

  const openSection = (index: number, slug?: string) =>
    setView((before) => ({
      kind: 'sections',
      key: (before.kind === 'sections' ? before.key : 0) + 1,
      index,
      ...(slug ? { focus: slug } : {}),
      fromCheck: true,
    }));
  const send = (all: Answers, { rules, sections, contradictionsOf, consistencyOutcome }: Parts) =>
    onSend(all, {
      ...consistencyOutcome(rules.definition, contradictionsOf(all, rules, sections), ticked),
      // The exact version evaluated (issue 21): the provider re-evaluates with exactly it.
      ...(pinnedRules ? { version: pinnedRules.version, definition_sha256: pinnedRules.sha256 } : {}),
    });
  const finish = async (all: Answers) => {
    let loaded = parts;
    try {
      loaded ??= await load();
    } catch (error) {
      // As any request that failed (issue 21): the SPEC §8 toast, the section and every answer as they were, and a
      // retry beside the section's buttons; never another version of the check.
      feedback.showError(error);
      setStalled({ all, retrying: false });
      return;
    }
    setStalled(undefined);
    const now = loaded.contradictionsOf(all, loaded.rules, loaded.sections);
    setAnswers(all);
    // A tick confirms a contradiction as it stood: one a changed answer resolved is confirmed again if it returns.
    setTicked((before) => new Set([...before].filter((id) => now.some((rule) => rule.id === id))));
    if (view.kind === 'sections' && (view.fromCheck || now.length > 0)) setView({ kind: 'check' });
    else send(all, loaded);
  };

  if (view.kind === 'check' && parts)
    return (
      <parts.ContradictionsScreen
        fired={fired}
        ticked={ticked}
        places={parts.places}
        onTick={(id, value) =>
          setTicked((before) => {
            const next = new Set(before);
            if (value) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onGoTo={(slug) => openSection(parts.places.get(slug)?.section ?? 0, slug)}
        onBack={() => openSection(bundledSectionIds.length - 1)}
        onSend={() => send(answers, parts)}
        busy={busy}
        definition={parts.rules.definition}
      />
    );

  const fromCheck = view.kind === 'sections' && view.fromCheck;
  return (
    <Fragment key={key}>
      {children({
        initialIndex: view.kind === 'sections' ? view.index : bundledSectionIds.length - 1,
        initialAnswers: answers,
        onIndexChange: (index) => {
          if (index === bundledSectionIds.length - 1) void load().catch(() => undefined);
          onIndexChange(index);
        },
        onSectionChange: (sectionId, data) => {
          setAnswers((before) => ({ ...before, [sectionId]: data }));
          // A changed answer is checked by the section's own submit again, not sent by the retry unchecked.
          setStalled(undefined);
          onSectionChange(sectionId, data);
        },
        onFinish: (all) => void finish(all).catch(() => undefined),
        busy,
        ...(fromCheck && parts
          ? { notice: <parts.OpenContradictionsNotice fired={fired} />, finishLabel: 'consistency.screen.backToCheck' }
          : {}),
        ...(stalled
          ? {
              notice: (
                <Box sx={{ mt: 3 }}>
                  <DefinitionsPending
                    failedText="questionnaireFlow.definitionsLoadFailed"
                    focusRetry
                    retry={
                      stalled.retrying
                        ? undefined
                        : () => {
                            setStalled({ ...stalled, retrying: true });
                            void finish(stalled.all);
                          }
                    }
                  />
                </Box>
              ),
            }
          : {}),
      })}
    </Fragment>
  );
}
