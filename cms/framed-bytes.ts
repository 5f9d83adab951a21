/**
 * Bytes that carry a JSON header and binary parts, for entries kept in a shared store:
 * [u32 header length][header JSON][u32 part length][part]… Parts are views of the buffer read.
 */
export function frame(header: unknown, ...parts: Buffer[]): Buffer {
  const json = Buffer.from(JSON.stringify(header))
  const lengths = Buffer.alloc(4 * (parts.length + 1))
  lengths.writeUInt32BE(json.length, 0)
  parts.forEach((part, i) => lengths.writeUInt32BE(part.length, 4 * (i + 1)))
  const chunks: Buffer[] = [lengths.subarray(0, 4), json]
  parts.forEach((part, i) => chunks.push(lengths.subarray(4 * (i + 1), 4 * (i + 2)), part))
  return Buffer.concat(chunks)
}

/** The header and parts of framed bytes; throws on bytes that are not framed. */
export function unframe(bytes: Buffer): { header: unknown; parts: Buffer[] } {
  const read = (offset: number) => {
    if (offset + 4 > bytes.length) throw new Error('framed bytes are cut short')
    const length = bytes.readUInt32BE(offset)
    if (offset + 4 + length > bytes.length) throw new Error('framed bytes are cut short')
    return { part: bytes.subarray(offset + 4, offset + 4 + length), next: offset + 4 + length }
  }
  const first = read(0)
  const header = JSON.parse(first.part.toString()) as unknown
  const parts: Buffer[] = []
  for (let offset = first.next; offset < bytes.length;) {
    const { part, next } = read(offset)
    parts.push(part)
    offset = next
  }
  return { header, parts }
}
