/** The domain key of a hostname or a record's host pattern (`*.` dropped); '' when it cannot name a file. */
export function mappingKey(host: string): string;
