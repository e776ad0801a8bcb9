/** Plain text as the patrol and the staff wrote it: its lines kept, long words broken. */
export const written = { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: 16 } as const;
