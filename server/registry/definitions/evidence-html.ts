import { escapeHtml } from '../html-page.ts';
import type { EvidenceDocument } from './evidence.ts';

const e = (value: unknown): string =>
  escapeHtml(value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

const table = (caption: string, head: string[], rows: unknown[][]): string =>
  rows.length === 0
    ? `<p>${e(caption)}: none.</p>`
    : `<table><caption>${e(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${e(h)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`).join('\n')}</tbody></table>`;

/**
 * The evidence document as a page a person reads or prints: every value escaped (a text may hold markup), no
 * script or style (the registry's CSP allows neither), the document's SHA-256 at the top.
 */
export function evidenceHtml(document: EvidenceDocument, sha256: string): string {
  const { definition, version } = document;
  const keys = Object.keys(version.texts.sk ?? {});
  const changes = document.changes
    .map(
      (change) => `<section><h2>Change ${e(change.id)}: ${e(change.status)}</h2>
<dl><dt>Proposed by</dt><dd>${e(change.author.name)} (${e(change.author.id)}), ${e(change.createdAt)}</dd>
<dt>Reason</dt><dd>${e(change.reason)}</dd><dt>Reference</dt><dd>${e(change.reference)}</dd>
<dt>Gates</dt><dd>${change.gatesPassed ? 'all passed' : 'a gate failed'}</dd></dl>
${table(
  'Gate report',
  ['Gate', 'Passed', 'Problems'],
  change.gateReport.gates.map((g) => [
    g.name,
    g.passed ? 'yes' : 'no',
    g.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('; '),
  ]),
)}
${table(
  'Impact on the golden sets',
  ['Golden set', 'Expected profile', 'Live points', 'Live profile', 'Proposed points', 'Proposed profile', 'Changed'],
  change.gateReport.impact.map((row) => [
    row.name,
    row.expectedRiskProfileId,
    row.live?.points,
    row.live?.riskProfileId,
    row.proposed?.points,
    row.proposed?.riskProfileId,
    row.changed ? 'yes' : 'no',
  ]),
)}
${table(
  'Reviews',
  ['Reviewer', 'Decision', 'Comment', 'When'],
  change.reviews.map((r) => [`${r.reviewer.name} (${r.reviewer.id})`, r.decision, r.comment, r.at]),
)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence: ${e(definition.id)} version ${e(version.versionNo)} · Definition registry</title></head>
<body><main>
<h1>Evidence: ${e(definition.id)}, version ${e(version.versionNo)} (${e(version.semver)})</h1>
<dl>
<dt>Document SHA-256</dt><dd><code>${e(sha256)}</code></dd>
<dt>Definition</dt><dd>${e(definition.kind)}, ${e(definition.path)}</dd>
<dt>Version SHA-256</dt><dd><code>${e(version.sha256)}</code> (${version.sha256 === version.sha256Recomputed ? 'matches its content' : `DOES NOT match its content: ${e(version.sha256Recomputed)}`})</dd>
<dt>Created by</dt><dd>${e(version.author.name)} (${e(version.author.id)}), ${e(version.createdAt)}</dd>
<dt>Generated</dt><dd>${e(document.generatedAt)} by ${e(document.generatedBy.name)}</dd>
</dl>
${changes}
<section><h2>Publications</h2>
${table(
  'Publications',
  ['Effective', 'Published by', 'Published at', 'Change'],
  document.publications.map((p) => [p.effectiveAt, p.publishedBy, p.publishedAt, p.changeId]),
)}
</section>
<section><h2>Texts</h2>
${table(
  'Texts',
  ['Key', 'sk', 'en', 'bg'],
  keys.map((key) => [key, version.texts.sk?.[key], version.texts.en?.[key], version.texts.bg?.[key]]),
)}
</section>
<section><h2>Audit entries</h2>
${table(
  'Audit entries',
  ['#', 'When', 'Who', 'What', 'Subject', 'Before', 'After', 'Why', 'Entry hash'],
  document.auditEntries.map((a) => [
    a.id,
    a.at,
    a.actor,
    a.action,
    a.subject,
    a.beforeHash,
    a.afterHash,
    a.reason,
    a.hash,
  ]),
)}
</section>
<section><h2>Definition</h2><pre>${e(JSON.stringify(version.definition, null, 2))}</pre></section>
</main></body></html>
`;
}
