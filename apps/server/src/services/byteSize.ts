/**
 * The memory a value takes, counted from what it holds (issue 20, gap 3: a cache that counts every entry as a
 * few kilobytes keeps megabytes per large case). Strings count two bytes a character (V8 keeps some in one, so
 * this is an upper bound), numbers eight, binary data its length, and every object and array a header and a slot
 * per member. Shared or circular parts count once.
 */
const OBJECT_HEADER = 32;
const SLOT = 8;

export function byteSize(value: unknown): number {
  const seen = new WeakSet<object>();
  const visit = (v: unknown): number => {
    switch (typeof v) {
      case 'string':
        return 16 + 2 * v.length;
      case 'number':
      case 'bigint':
        return SLOT;
      case 'boolean':
      case 'undefined':
      case 'symbol':
      case 'function':
        return 0;
      default:
        break;
    }
    if (v === null) return 0;
    const o = v as object;
    if (seen.has(o)) return 0;
    seen.add(o);
    if (ArrayBuffer.isView(o)) return OBJECT_HEADER + o.byteLength;
    if (o instanceof ArrayBuffer) return OBJECT_HEADER + o.byteLength;
    if (o instanceof Date) return OBJECT_HEADER + SLOT;
    if (Array.isArray(o)) return o.reduce((n: number, item) => n + SLOT + visit(item), OBJECT_HEADER);
    if (o instanceof Map) {
      let n = OBJECT_HEADER;
      for (const [k, item] of o) n += 2 * SLOT + visit(k) + visit(item);
      return n;
    }
    let n = OBJECT_HEADER;
    for (const [k, item] of Object.entries(o)) n += SLOT + 2 * k.length + visit(item);
    return n;
  };
  return visit(value);
}
