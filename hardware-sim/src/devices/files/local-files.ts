// Files the simulated desktop helper "saved" on the operator's PC: ID-card photos and camera shots.
// upload_photo and take_photo read them back by their Windows path.

export interface LocalFile {
  path: string;
  contentType: string;
  data: Buffer;
  createdAt: string;
}

export class LocalFiles {
  private readonly files = new Map<string, LocalFile>();

  save(file: LocalFile): LocalFile {
    this.files.set(file.path.toLowerCase(), file);
    return file;
  }

  /** Windows paths are case-insensitive. */
  get(path: string): LocalFile | undefined {
    return this.files.get(path.toLowerCase());
  }

  reset(): void {
    this.files.clear();
  }

  snapshot() {
    return [...this.files.values()].map(({ path, contentType, data, createdAt }) => ({
      path,
      contentType,
      size: data.length,
      createdAt,
    }));
  }
}

export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}
