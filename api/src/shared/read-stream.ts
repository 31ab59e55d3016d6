/**
 * A body's bytes, read chunk by chunk (`clone().arrayBuffer()` costs more, ADR 164). Past `maxBytes` the read
 * stops, the stream is cancelled and `tooLarge()` is thrown: nothing bigger is ever held in memory.
 */
export async function readStreamBytes(
  body: ReadableStream<Uint8Array> | null | undefined,
  limit?: { maxBytes: number; tooLarge: () => Error },
): Promise<Uint8Array> {
  const reader = body?.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    length += next.value.byteLength;
    if (limit && length > limit.maxBytes) {
      await reader?.cancel();
      throw limit.tooLarge();
    }
    chunks.push(next.value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
