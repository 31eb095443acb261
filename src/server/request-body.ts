/** Reading a request's body no larger than the endpoint accepts (change notices, field measurements). */

/** The body, or null when it is larger than `limit` bytes (declared or actual); reading stops there. */
export async function readBoundedBody(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}
