// The report format is the harness's contract (harness/report/types.ts); the viewer only reads it.
import type { RunIndex } from '../../harness/report/types.ts';

export type {
  AlignedRow,
  ConsoleLine,
  DiffEntry,
  GoldenEvent,
  RunIndex,
  ServedCall,
  SiteReport,
  SiteStatus,
  UnmatchedRequest,
} from '../../harness/report/types.ts';

export type Recording = RunIndex['recordings'][number];
