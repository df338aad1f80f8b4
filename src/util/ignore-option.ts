import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';

/**
 * The schema of a rule's `{ ignore }` option: rows of its table, named as `values` names them, so a
 * typo is a schema error. `otherProperties` are the rule's other options in the same object.
 */
export function ignoreOptionSchema(
  description: string,
  values: readonly string[],
  otherProperties: Record<string, JSONSchema4> = {},
): JSONSchema4[] {
  return [
    {
      type: 'object',
      properties: {
        ignore: { type: 'array', description, items: { type: 'string', enum: [...values] }, uniqueItems: true },
        ...otherProperties,
      },
      additionalProperties: false,
    },
  ];
}
