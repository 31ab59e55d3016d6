import type { StoredFile } from './stored-file';

const sizeOf = (file: StoredFile) => file.body.byteLength + (file.body_br?.byteLength ?? 0) + (file.body_gzip?.byteLength ?? 0);

/**
 * Files of published versions in memory, least recently used first out once `maxBytes` is reached. A
 * version never changes, so an entry never goes stale; only the bound evicts it.
 */
export class RemoteFileCache {
  private readonly files = new Map<string, StoredFile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredFile | undefined {
    const file = this.files.get(key);
    if (file) {
      this.files.delete(key);
      this.files.set(key, file);
    }
    return file;
  }

  set(key: string, file: StoredFile): void {
    const size = sizeOf(file);
    if (size > this.maxBytes / 4) return;
    const previous = this.files.get(key);
    if (previous) {
      this.files.delete(key);
      this.bytes -= sizeOf(previous);
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.files.entries().next().value as [string, StoredFile];
      this.files.delete(oldestKey);
      this.bytes -= sizeOf(oldest);
    }
    this.files.set(key, file);
    this.bytes += size;
  }

  has(key: string): boolean {
    return this.files.has(key);
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }
}
