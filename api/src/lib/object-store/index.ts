/** The object store (docs/storage.md): the interface, its key rules, and the store the configuration names. */
export { openObjectStore } from './open-object-store';
export { checkKey, isObjectKey, KEY_ROOTS, type ByteRange, type ObjectStore, type StoredObject } from './object-store';
