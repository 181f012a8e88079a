// Whether a browser's push key is a point of P-256 (SEC 2 section 2.4.2; RFC 8291 section 3.1):
// an uncompressed point, 0x04 then x and y, with y² = x³ − 3x + b modulo p. A key that is not
// one cannot be encrypted for, so it is refused when the subscription is made.
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const mod = (value: bigint) => ((value % P) + P) % P;
const toBigInt = (bytes: Uint8Array) => bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);

export function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const x = toBigInt(bytes.subarray(1, 33));
  const y = toBigInt(bytes.subarray(33));
  if (x >= P || y >= P) return false;
  return mod(y * y) === mod(x * x * x - 3n * x + B);
}
