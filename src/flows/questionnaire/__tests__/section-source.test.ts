// @vitest-environment node
import { describe, expect, test } from 'vitest';
import type { Definition } from '../../../engine';
import { questionPlacesOf } from '../consistency/question-places';
import { bundledTexts } from '../../shared/definitions-runtime/bundled-texts';
import { bundledChoice, bundledSectionIds, loadBundledDefinition, SECTION_TEXTS_NAMESPACE } from '../section-source';
import { sections } from '../sections';

describe('the bundled sections without their definitions (issue 21)', () => {
  test('their ids come in the order a person answers them, as the bundled definitions are', () => {
    expect(bundledSectionIds).toEqual(sections.map((section) => section.id));
  });

  test('each is pinned by the version it states', () => {
    const chosen = bundledChoice();
    for (const section of sections) expect(chosen[section.id]?.version).toBe(section.version);
  });

  test('a bundled section’s definition is loaded by its id, with its texts', async () => {
    const asked: (readonly string[])[] = [];
    const before = bundledTexts.load;
    bundledTexts.load = async (namespaces) => {
      asked.push(namespaces);
    };
    try {
      await expect(loadBundledDefinition('questionnaire-c')).resolves.toBe(sections[2]);
      expect(asked).toEqual([[SECTION_TEXTS_NAMESPACE]]);
      await expect(loadBundledDefinition('steps-personal-info')).rejects.toThrow('not bundled');
    } finally {
      bundledTexts.load = before;
    }
  });
});

describe('where a contradiction’s link takes the person', () => {
  test('to the section of the versions answered that asks the question, named as that version names it', () => {
    type Section = Definition & { schema: { properties: Record<string, object> } };
    const [a, b, c, d, e] = sections.map((section) => structuredClone(section) as Section) as [
      Section,
      Section,
      Section,
      Section,
      Section,
    ];
    const { c4 } = c.schema.properties;
    delete c.schema.properties.c4;
    d.schema.properties.c4 = { ...c4, title: 'questionnaire.d.c4.title' };
    const places = questionPlacesOf([a, b, c, d, e]);
    expect(places.get('c4')).toEqual({ section: 3, title: 'questionnaire.d.c4.title' });
    expect(questionPlacesOf(sections).get('c4')).toEqual({ section: 2, title: 'questionnaire.c.c4.title' });
    expect(places.get('b2')?.section).toBe(1);
  });
});
