// Just enough protobuf for IAuthenticationService/GenerateAccessTokenForApp: its request's string field 1
// (refresh_token) and varint field 3 (renewal_type) in, a message of string fields (access_token = 1,
// refresh_token = 2) out.

function readVarint(buffer: Buffer, at: number): [bigint, number] {
  let value = 0n;
  let shift = 0n;
  for (;;) {
    const byte = buffer[at++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return [value, at];
    shift += 7n;
  }
}

/** The string (length-delimited) fields of a message, by field number. */
export function decodeStrings(buffer: Buffer): Map<number, string> {
  const fields = new Map<number, string>();
  let at = 0;
  while (at < buffer.length) {
    const [tag, next] = readVarint(buffer, at);
    at = next;
    const field = Number(tag >> 3n);
    const wire = Number(tag & 7n);
    if (wire === 0) at = readVarint(buffer, at)[1];
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const [length, start] = readVarint(buffer, at);
      at = start + Number(length);
      fields.set(field, buffer.subarray(start, at).toString('utf8'));
    } else throw new Error(`unsupported wire type ${wire}`);
  }
  return fields;
}

/** The varint fields of a message (enums, integers), by field number. */
export function decodeVarints(buffer: Buffer): Map<number, bigint> {
  const fields = new Map<number, bigint>();
  let at = 0;
  while (at < buffer.length) {
    const [tag, next] = readVarint(buffer, at);
    at = next;
    const field = Number(tag >> 3n);
    const wire = Number(tag & 7n);
    if (wire === 0) {
      const [value, after] = readVarint(buffer, at);
      fields.set(field, value);
      at = after;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const [length, start] = readVarint(buffer, at);
      at = start + Number(length);
    } else throw new Error(`unsupported wire type ${wire}`);
  }
  return fields;
}

export function encodeStrings(fields: [number, string][]): Buffer {
  const parts: Buffer[] = [];
  const varint = (value: number) => {
    const bytes: number[] = [];
    while (value >= 0x80) {
      bytes.push((value & 0x7f) | 0x80);
      value >>>= 7;
    }
    bytes.push(value);
    return Buffer.from(bytes);
  };
  for (const [field, text] of fields) {
    const data = Buffer.from(text, 'utf8');
    parts.push(varint((field << 3) | 2), varint(data.length), data);
  }
  return Buffer.concat(parts);
}
