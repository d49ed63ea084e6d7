"""CRC-32 in pure Python, for builds whose binascii has no usable crc32."""
# CRC-32 (reflected, polynomial 0xEDB88320, as zlib and binascii), held as two
# 16-bit halves so that no int ever reaches 2**30 on boards without long ints.
def _nibble_tables():
    high = []
    low = []
    for i in range(16):
        hi = 0
        lo = i
        for _ in range(4):
            carry = lo & 1
            lo = (lo >> 1) | ((hi & 1) << 15)
            hi >>= 1
            if carry:
                hi ^= 0xEDB8
                lo ^= 0x8320
        high.append(hi)
        low.append(lo)
    return high, low


_TABLE_HI, _TABLE_LO = _nibble_tables()


def _soft_update(hi, lo, data):
    table_hi = _TABLE_HI
    table_lo = _TABLE_LO
    for byte in data:
        lo ^= byte
        i = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ table_lo[i]
        hi = (hi >> 4) ^ table_hi[i]
        i = lo & 15
        lo = ((lo >> 4) | ((hi & 15) << 12)) ^ table_lo[i]
        hi = (hi >> 4) ^ table_hi[i]
    return hi, lo


def soft_crc32(first, second=b""):
    """CRC-32 of ``first`` then ``second`` in pure Python, as (high, low) 16-bit halves."""
    hi, lo = _soft_update(0xFFFF, 0xFFFF, first)
    hi, lo = _soft_update(hi, lo, second)
    return hi ^ 0xFFFF, lo ^ 0xFFFF
