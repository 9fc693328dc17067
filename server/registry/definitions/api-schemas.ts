/** JSON schemas of the definition workflow's API: request validation and the OpenAPI document. */

const staffRef = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

/** An error; a conflict (412) adds both sides: `theirs` (what was sent) and `current`. */
export const workflowError = {
  type: 'object',
  required: ['error', 'message'],
  additionalProperties: true,
  properties: {
    error: { type: 'string', description: 'A stable code, e.g. four-eyes, gates-failed, edit-conflict, forbidden' },
    message: { type: 'string' },
    theirs: { description: 'On edit-conflict: the content this request sent, unchanged' },
    current: { description: 'On edit-conflict and draft-changed: the draft as saved now, with its ETag' },
    definitionId: { type: 'string', description: 'On draft-changed: the definition whose draft moved' },
    changedBy: { description: 'On draft-changed: who saved the draft last ({ id, name })' },
    changedAt: { type: 'string', description: 'On draft-changed: when' },
    diff: { description: 'On draft-changed: what the draft as saved now changes against the live version' },
  },
} as const;

export const texts = {
  type: 'object',
  description: 'Per language (sk, en, bg): i18n key -> text, for every key the definition references',
  required: ['sk', 'en', 'bg'],
  // No language beyond the three: a draft's texts with another would be refused by nothing later.
  additionalProperties: false,
  properties: {
    sk: { type: 'object', additionalProperties: { type: 'string' } },
    en: { type: 'object', additionalProperties: { type: 'string' } },
    bg: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

const versionRef = {
  type: ['object', 'null'],
  properties: {
    versionNo: { type: 'integer' },
    semver: { type: 'string' },
    sha256: { type: 'string' },
    effectiveAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const definitionSummary = {
  type: 'object',
  required: ['id', 'kind', 'path', 'live', 'scheduled', 'latestVersionNo', 'draft'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['step', 'questionnaire-section', 'scoring', 'consistency', 'golden-set', 'texts'] },
    path: { type: 'string', description: 'Where the repository layout keeps it' },
    live: versionRef,
    scheduled: { ...versionRef, description: 'The next publication in effect later, if one is scheduled' },
    latestVersionNo: { type: 'integer' },
    draft: {
      type: ['object', 'null'],
      properties: {
        updatedBy: { type: 'string' },
        updatedAt: { type: 'string', format: 'date-time' },
        etag: { type: 'string', description: 'Send it as draftEtag when proposing: a newer save refuses the proposal' },
      },
    },
  },
} as const;

export const versionSummary = {
  type: 'object',
  required: ['definitionId', 'versionNo', 'semver', 'sha256', 'author', 'createdAt'],
  properties: {
    definitionId: { type: 'string' },
    versionNo: { type: 'integer' },
    semver: { type: 'string' },
    sha256: { type: 'string', description: 'SHA-256 of the canonical serialisation of { definition, texts }' },
    author: staffRef,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const versionDetail = {
  type: 'object',
  required: [...versionSummary.required, 'definition', 'texts', 'fileText'],
  properties: {
    ...versionSummary.properties,
    definition: { description: 'The definition JSON' },
    texts,
    fileText: { type: 'string', description: "The definition's file as the repository layout writes it" },
  },
} as const;

export const draft = {
  type: 'object',
  required: ['definitionId', 'definition', 'texts', 'etag', 'revision', 'baseVersionNo', 'sha256', 'fileText'],
  properties: {
    definitionId: { type: 'string' },
    definition: {},
    texts,
    etag: { type: 'string', description: 'Send it back in If-Match with the next save' },
    revision: { type: 'integer', description: 'Saves so far; 0 means no draft yet (this is the live version)' },
    baseVersionNo: { type: 'integer' },
    sha256: { type: 'string' },
    fileText: { type: 'string' },
    updatedBy: { type: ['object', 'null'], properties: staffRef.properties },
    updatedAt: { type: ['string', 'null'] },
  },
} as const;

/** A message as a code and parameters (src/definition/words.ts): the studio says it in sk, en or bg. */
const words = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', description: 'Stable; the studio translates it (src/studio/texts, msg.<code>)' },
    params: { type: 'object', additionalProperties: true, description: 'Data, or words of their own' },
  },
} as const;

const problem = {
  type: 'object',
  properties: {
    definitionId: { type: 'string' },
    file: { type: 'string' },
    pointer: { type: 'string' },
    message: { type: 'string', description: 'In English, for logs and the command line' },
    words: { ...words, description: 'The message as a code and parameters (absent for a few core messages)' },
  },
} as const;

const score = {
  type: 'object',
  properties: { points: { type: 'integer' }, riskProfileId: { type: 'integer' } },
} as const;

export const gateReport = {
  type: 'object',
  required: ['passed', 'gates', 'impact'],
  properties: {
    passed: { type: 'boolean' },
    gates: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', enum: ['meta-schema-and-lint', 'texts', 'golden-sets', 'version'] },
          passed: { type: 'boolean' },
          problems: { type: 'array', items: problem },
        },
      },
    },
    impact: {
      type: 'array',
      description: 'Every golden set: score and risk profile under the live and the proposed definitions',
      items: {
        type: 'object',
        properties: {
          goldenSet: { type: 'string' },
          name: { type: 'string' },
          expectedRiskProfileId: { type: 'integer' },
          live: score,
          proposed: score,
          liveRules: { type: 'array', items: { type: 'string' }, description: 'Consistency rules the set fires live' },
          proposedRules: { type: 'array', items: { type: 'string' }, description: '…and under the change' },
          changed: { type: 'boolean' },
        },
      },
    },
  },
} as const;

const diffLine = {
  type: 'object',
  properties: {
    where: { type: 'string', description: 'In English; `at` is the same as a code' },
    what: { type: 'string', description: 'In English; `change` is the same as a code' },
    before: { type: 'string' },
    after: { type: 'string' },
    pointer: { type: 'string' },
    at: words,
    change: words,
    was: { ...words, description: '`before` when it is words (no points, a condition), not data' },
    now: { ...words, description: '`after` when it is words' },
    language: { type: 'string', enum: ['sk', 'en', 'bg'], description: 'The language of a text before/after' },
  },
} as const;

const review = {
  type: 'object',
  properties: {
    reviewer: staffRef,
    decision: { type: 'string', enum: ['approve', 'reject'] },
    comment: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
  },
} as const;

export const changeSummary = {
  type: 'object',
  required: ['id', 'author', 'reason', 'reference', 'status', 'gatesPassed', 'createdAt', 'definitionIds'],
  properties: {
    id: { type: 'integer' },
    author: staffRef,
    reason: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string', enum: ['proposed', 'approved', 'rejected', 'published'] },
    gatesPassed: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    definitionIds: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const changeDetail = {
  type: 'object',
  required: ['id', 'author', 'reason', 'reference', 'status', 'gatesPassed', 'gateReport', 'items', 'reviews'],
  properties: {
    id: { type: 'integer' },
    author: staffRef,
    contributorIds: { type: 'array', items: { type: 'string' }, description: 'Who may not review or publish it' },
    reason: { type: 'string' },
    reference: { type: 'string' },
    status: changeSummary.properties.status,
    createdAt: { type: 'string', format: 'date-time' },
    gatesPassed: { type: 'boolean' },
    gateReport,
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          definitionId: { type: 'string' },
          kind: { type: 'string' },
          path: { type: 'string' },
          versionNo: { type: 'integer' },
          semver: { type: 'string' },
          sha256: { type: 'string' },
          liveVersionNo: { type: ['integer', 'null'] },
          liveSha256: { type: ['string', 'null'] },
          rollback: { type: 'boolean' },
          diff: { type: 'array', items: diffLine },
        },
      },
    },
    reviews: { type: 'array', items: review },
    publication: {
      type: ['object', 'null'],
      properties: {
        effectiveAt: { type: 'string', format: 'date-time' },
        publishedBy: staffRef,
        publishedAt: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

export const historyEntry = {
  type: 'object',
  properties: {
    versionNo: { type: 'integer' },
    semver: { type: 'string' },
    sha256: { type: 'string' },
    state: { type: 'string', enum: ['live', 'scheduled', 'earlier'] },
    effectiveAt: { type: 'string', format: 'date-time' },
    publishedBy: staffRef,
    publishedAt: { type: 'string', format: 'date-time' },
    rollback: { type: 'boolean' },
    change: {
      type: ['object', 'null'],
      description: 'Null for the repository import (version 1)',
      properties: {
        id: { type: 'integer' },
        author: staffRef,
        reason: { type: 'string' },
        reference: { type: 'string' },
        approvedBy: {
          type: 'array',
          items: {
            type: 'object',
            properties: { ...staffRef.properties, at: { type: 'string' }, comment: { type: 'string' } },
          },
        },
        what: { type: 'array', items: diffLine },
      },
    },
  },
} as const;

export const evidence = {
  type: 'object',
  required: ['document', 'sha256'],
  properties: {
    document: { type: 'object', additionalProperties: true, description: 'The evidence of one version' },
    sha256: { type: 'string', description: 'SHA-256 of the canonical serialisation of document' },
  },
} as const;
