/**
 * Where uploaded bytes live. The local-folder implementation is the default; an object store
 * can replace it by implementing these three calls.
 */
export interface FileStorage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}
