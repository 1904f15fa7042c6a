import type * as v from "valibot";

const names = new Map<v.GenericSchema, string>();

/**
 * Names a schema for the reference: it becomes `#/components/schemas/<name>` and every place that uses
 * it refers to it there. Returns the schema itself, so a module can name what it exports.
 */
export function named<S extends v.GenericSchema>(name: string, schema: S): S {
  const taken = [...names].find(([other, otherName]) => otherName === name && other !== schema);
  if (taken) throw new Error(`Two schemas are named '${name}'`);
  names.set(schema, name);
  return schema;
}

/** Every named schema, by name (for the OpenAPI components). */
export function namedSchemas(): Record<string, v.GenericSchema> {
  return Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
}
