const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/**
 * A text in messages of at most `maxBytes` bytes (UTF-8) each, in order: cut between lines, as many whole lines
 * to a message as fit; a line longer than a message is cut between characters (never inside one). The messages
 * joined with line breaks give the text back, a line that had to be cut coming back as several.
 */
export function splitMessage(text: string, maxBytes: number): string[] {
  if (bytesOf(text) <= maxBytes) return [text];
  const parts: string[] = [];
  let current: string | null = null;
  const flush = () => {
    if (current !== null) parts.push(current);
    current = null;
  };
  for (const line of text.split('\n')) {
    const joined: string = current === null ? line : `${current}\n${line}`;
    if (bytesOf(joined) <= maxBytes) {
      current = joined;
      continue;
    }
    flush();
    if (bytesOf(line) <= maxBytes) {
      current = line;
      continue;
    }
    const pieces = cutLine(line, maxBytes);
    parts.push(...pieces.slice(0, -1));
    current = pieces.at(-1)!;
  }
  flush();
  return parts;
}

/** A line in pieces of at most `maxBytes`, cut between characters (code points). */
function cutLine(line: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let size = 0;
  for (const char of line) {
    const bytes = bytesOf(char);
    if (size + bytes > maxBytes) {
      pieces.push(piece);
      piece = '';
      size = 0;
    }
    piece += char;
    size += bytes;
  }
  pieces.push(piece);
  return pieces;
}
