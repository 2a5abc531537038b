// The system zlib (libz, on every Linux and macOS): PNG's deflate and CRC-32.
#include <zlib.h>
