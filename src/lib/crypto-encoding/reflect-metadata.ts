/**
 * The few `Reflect` metadata functions that tsyringe (used by @peculiar/x509) checks for and
 * calls, so that x509 loads without the reflect-metadata package. Import this module before
 * `@peculiar/x509` (ES modules evaluate imports in order). Metadata is kept in a WeakMap per
 * target and property; nothing is installed when a full polyfill is already present.
 */
type MetadataMap = Map<unknown, unknown>;
const store = new WeakMap<object, Map<PropertyKey | undefined, MetadataMap>>();

function metadataOf(target: object, property: PropertyKey | undefined, create: boolean): MetadataMap | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let map = byProperty.get(property);
  if (!map && create) {
    map = new Map();
    byProperty.set(property, map);
  }
  return map;
}

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getMetadata !== 'function') {
  const getOwnMetadata = (key: unknown, target: object, property?: PropertyKey) => metadataOf(target, property, false)?.get(key);
  const getMetadata = (key: unknown, target: object, property?: PropertyKey): unknown => {
    for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
      const map = metadataOf(current, property, false);
      if (map?.has(key)) return map.get(key);
    }
    return undefined;
  };
  const defineMetadata = (key: unknown, value: unknown, target: object, property?: PropertyKey) => {
    metadataOf(target, property, true)?.set(key, value);
  };
  reflect.getOwnMetadata = getOwnMetadata;
  reflect.getMetadata = getMetadata;
  reflect.defineMetadata = defineMetadata;
  reflect.hasMetadata = (key: unknown, target: object, property?: PropertyKey) => getMetadata(key, target, property) !== undefined;
  reflect.metadata = (key: unknown, value: unknown) => (target: object, property?: PropertyKey) => defineMetadata(key, value, target, property);
}

export {};
