#include "CSwizzleKitTesting.h"

__attribute__((constructor)) static void swizzlekit_testing_load(void) {
    swizzlekit_testing_install();
}
