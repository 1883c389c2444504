import fc from 'fast-check';

// Values a JSON Schema of the OpenAPI document allows, for property tests: the keywords its
// reply schemas use, and an error for any other, so a new keyword is noticed, not ignored.

type Schema = Record<string, unknown>;

const KNOWN = new Set([
  ...['type', 'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems'],
  ...['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'const', 'enum', 'anyOf', '$ref'],
  ...['description', 'examples'],
]);

/** Strings with the blank ones a reader must cope with ('' and whitespace) among them. */
function text(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 40;
  return fc
    .oneof(fc.string({ minLength, maxLength }), fc.constantFrom('', ' ', '\n\t', '  x  '))
    .filter((value) => value.length >= minLength && value.length <= maxLength);
}

export function arbitraryOf(
  schema: Schema,
  components: Record<string, Schema>,
): fc.Arbitrary<unknown> {
  const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`no arbitrary for ${unknown.join(', ')}`);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return fc.constant(null).chain(() => arbitraryOf(components[name]!, components));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...schema.anyOf.map((member) => arbitraryOf(member as Schema, components)));
  }
  switch (schema.type) {
    case 'string':
      return text(schema);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum as number, max: schema.maximum as number });
    case 'number':
      return fc.double({
        min: schema.minimum as number,
        max: schema.maximum as number,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return fc.array(arbitraryOf(schema.items as Schema, components), {
        minLength: schema.minItems as number | undefined,
        maxLength: (schema.maxItems as number | undefined) ?? 4,
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, components)]),
      );
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      throw new Error(`no arbitrary for ${JSON.stringify(schema)}`);
  }
}
