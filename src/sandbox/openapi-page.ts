import type { OpenApiDocument, OpenApiOperation } from '../api/openapi/provider-openapi.ts';
import type { JsonSchema } from '../api/openapi/schema-parts.ts';

/**
 * The OpenAPI document as a readable HTML page: every operation with its parameters, request body, answers
 * and error results. No script at all and one stylesheet from the same origin, so it shows under the app's
 * strict CSP and under its own stricter one.
 */
export const OPENAPI_PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const OPENAPI_PAGE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:2rem;border-top:1px solid #ccc;padding-top:1rem}
h3{font-size:1rem;margin-bottom:.25rem}code{background:#f2f2f2;padding:0 .2em;border-radius:3px;overflow-wrap:anywhere}
.method{font-weight:700;color:#fff;background:#245;padding:.1em .5em;border-radius:3px;margin-right:.5em}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
nav ul{columns:2}@media (max-width:40rem){nav ul{columns:1}table{font-size:.9em}}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markdown's `code` spans of the document's texts as <code>, the rest escaped. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').at(-1) ?? '';
  const components = document.components as { schemas: Record<string, JsonSchema> };
  return components.schemas[name] ?? schema;
}

function typeOf(document: OpenApiDocument, schema: JsonSchema): string {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  const resolved = resolve(document, schema);
  if (Array.isArray(resolved.enum))
    return `${ref ? `${ref}: ` : ''}${resolved.enum.map((v) => JSON.stringify(v)).join(' | ')}`;
  const type = Array.isArray(resolved.type) ? resolved.type.join(' | ') : String(resolved.type ?? 'object');
  if (type === 'array' && resolved.items) return `array of ${typeOf(document, resolved.items as JsonSchema)}`;
  const format = typeof resolved.format === 'string' ? ` (${resolved.format})` : '';
  const pattern = typeof resolved.pattern === 'string' ? ` matching ${resolved.pattern}` : '';
  return `${ref ?? type}${format}${pattern}`;
}

function fieldsTable(document: OpenApiDocument, schema: JsonSchema): string {
  const resolved = resolve(document, schema);
  const target =
    resolved.type === 'array' && resolved.items ? resolve(document, resolved.items as JsonSchema) : resolved;
  const properties = target.properties as Record<string, JsonSchema> | undefined;
  const intro = `<p>${escapeHtml(typeOf(document, schema))}${typeof resolved.description === 'string' ? `: ${prose(resolved.description)}` : ''}</p>`;
  if (!properties) return intro;
  const required = new Set((target.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(([name, field]) => {
      const description = typeof field.description === 'string' ? prose(field.description) : '';
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(document, field))}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${description}</td></tr>`;
    })
    .join('');
  return `${intro}<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationSection(document: OpenApiDocument, method: string, path: string, op: OpenApiOperation): string {
  const security = op.security.map((entry) => Object.keys(entry).join(', ')).join(' or ') || 'none (public)';
  const parameters = op.parameters.length
    ? `<h3>Parameters</h3><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${escapeHtml(typeOf(document, p.schema as JsonSchema))}</td><td>${typeof p.description === 'string' ? prose(p.description) : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? `<h3>Request body</h3>${Object.entries(op.requestBody.content)
        .map(([type, media]) => `<p><code>${escapeHtml(type)}</code></p>${fieldsTable(document, media.schema)}`)
        .join('')}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const media = Object.entries(response.content ?? {})
        .map(([type, content]) =>
          content.schema && status.startsWith('2')
            ? `<p><code>${escapeHtml(type)}</code></p>${fieldsTable(document, content.schema)}`
            : `<p><code>${escapeHtml(type)}</code>${content.schema ? `: ${escapeHtml(typeOf(document, content.schema))}` : ''}</p>`,
        )
        .join('');
      return `<h4>${escapeHtml(status)}</h4><p>${prose(response.description)}${
        response.headers
          ? ` Headers: ${Object.keys(response.headers)
              .map((h) => `<code>${escapeHtml(h)}</code>`)
              .join(', ')}.`
          : ''
      }</p>${media}`;
    })
    .join('');
  return `<section aria-labelledby="${op.operationId}"><h2 id="${op.operationId}"><span class="method">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code></h2>
<p><strong>${prose(op.summary)}</strong> (<code>${op.operationId}</code>)${op.description ? `. ${prose(op.description)}` : ''}</p>
<p>Token: ${escapeHtml(security)}</p>${parameters}${body}<h3>Answers</h3>${responses}</section>`;
}

export function renderOpenApiPage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description: string };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const index = operations
    .map(
      ({ path, method, op }) => `<li><a href="#${op.operationId}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><link rel="stylesheet" href="/sandbox/openapi.css"></head><body><main>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${prose(info.description)}</p>
<p>The document itself: <a href="/sandbox/openapi.json">/sandbox/openapi.json</a> (OpenAPI ${escapeHtml(String(document.openapi))}).</p>
<nav aria-label="Operations"><ul>${index}</ul></nav>
${operations.map(({ path, method, op }) => operationSection(document, method, path, op)).join('\n')}
</main></body></html>`;
}
