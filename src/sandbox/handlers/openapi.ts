import { providerOpenApi } from '../../api/openapi/provider-openapi.ts';
import type { ContractViolation } from '../openapi-check.ts';
import { OPENAPI_PAGE_CSP, OPENAPI_PAGE_CSS, renderOpenApiPage } from '../openapi-page.ts';
import { bytes, json } from '../reply.ts';
import type { ControlRoute } from './controls.ts';

/**
 * The provider's contract, served: the OpenAPI document, its readable page and stylesheet, and the answers
 * that did not match it (when the sandbox checks its answers).
 */
export function openApiRoutes(violations: ContractViolation[]): readonly ControlRoute[] {
  const document = providerOpenApi();
  const page = Buffer.from(renderOpenApiPage(document), 'utf8');
  const css = Buffer.from(OPENAPI_PAGE_CSS, 'utf8');
  return [
    { method: 'GET', pattern: /^openapi\.json$/, handle: () => json(document) },
    {
      method: 'GET',
      pattern: /^openapi(\.html)?$/,
      handle: () => bytes(page, 'text/html; charset=utf-8', 200, { 'content-security-policy': OPENAPI_PAGE_CSP }),
    },
    { method: 'GET', pattern: /^openapi\.css$/, handle: () => bytes(css, 'text/css; charset=utf-8') },
    { method: 'GET', pattern: /^openapi\/violations$/, handle: () => json(violations) },
    {
      method: 'DELETE',
      pattern: /^openapi\/violations$/,
      handle: () => json({ cleared: violations.splice(0).length }),
    },
  ];
}
