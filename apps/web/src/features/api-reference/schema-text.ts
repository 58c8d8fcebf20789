/**
 * Reading the JSON Schemas of the OpenAPI description for people: a field's type in words and the
 * fields of an object, nested objects and lists of objects included.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
};

export type FieldRow = { name: string; type: string; required: boolean; depth: number };

const TYPE_WORDS: Record<string, string> = {
  string: 'texto',
  integer: 'número inteiro',
  number: 'número',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};

const isNull = (s: JsonSchema) => s.type === 'null';

/** "texto", "número inteiro ou nulo", "um de: pending, approved", "lista de objeto". */
export function typeText(schema: JsonSchema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const nullable = alternatives.some(isNull);
    const text = alternatives
      .filter((s) => !isNull(s))
      .map(typeText)
      .join(' ou ');
    return nullable ? `${text || 'qualquer valor'} ou nulo` : text;
  }
  if (schema.const !== undefined) return `sempre ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `um de: ${schema.enum.map((v) => String(v)).join(', ')}`;
  if (Array.isArray(schema.type)) return schema.type.map((t) => TYPE_WORDS[t] ?? t).join(' ou ');
  if (schema.type === 'array') return schema.items ? `lista de ${typeText(schema.items)}` : 'lista';
  if (schema.type === 'string' && schema.maxLength !== undefined) return `texto (até ${schema.maxLength})`;
  return schema.type ? (TYPE_WORDS[schema.type] ?? schema.type) : 'qualquer valor';
}

/** The object a schema describes (itself, a list's item, or the non-null alternative). */
function objectOf(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => !isNull(s));
  return alternatives.length === 1 ? objectOf(alternatives[0]!) : null;
}

/** Every field, depth-first: a nested object's fields follow it, one level deeper. */
export function fieldRows(schema: JsonSchema, depth = 0): FieldRow[] {
  const object = objectOf(schema);
  if (!object?.properties || depth > 4) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, property]) => [
    { name, type: typeText(property), required: required.has(name), depth },
    ...fieldRows(property, depth + 1),
  ]);
}
