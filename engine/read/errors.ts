/** The message of anything thrown, for wrapping library errors into a ReadError. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
