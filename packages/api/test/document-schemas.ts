import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';

// JSON Schema 2020-12 validators for schemas of the OpenAPI document. Ajv follows `$ref` only
// into keywords it knows, so the document's components become the schema's `$defs`.

const COMPONENTS = '#/components/schemas/';

function withDefsRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDefsRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string'
        ? child.replace(COMPONENTS, '#/$defs/')
        : withDefsRefs(child),
    ]),
  );
}

/** Compiles any schema of `document` (a reply's, a component) with the components it uses. */
export function schemaValidator(document: OpenAPIV3_1.Document) {
  // Formats are left to the schemas' patterns: no reply schema has one that a pattern lacks.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const $defs = withDefsRefs(document.components?.schemas ?? {});
  const compile = (schema: object): ValidateFunction =>
    ajv.compile({ ...(withDefsRefs(schema) as object), $defs });
  return { compile, errorsText: (validate: ValidateFunction) => ajv.errorsText(validate.errors) };
}
