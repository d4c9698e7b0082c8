// The error every reader and writer of recordings/<site>/ throws: which file, which field, what is wrong, what to do.

export class RecordingError extends Error {
  readonly file: string;
  /** e.g. `[2].value` in steps.json or `viewport.width` in meta.json; null for the file as a whole */
  readonly field: string | null;
  constructor(file: string, field: string | null, problem: string, hint: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}. ${hint}`);
    this.name = 'RecordingError';
    this.file = file;
    this.field = field;
  }
}
