// Installs SwizzleKitTesting's runtime-issue handler when the test binary loads, so a test that
// misuses an API fails without opting in (Swift has no load-time initialisers).
#ifndef SWIZZLEKIT_TESTING_H
#define SWIZZLEKIT_TESTING_H

/// Defined in Swift by SwizzleKitTesting; called once, before main.
void swizzlekit_testing_install(void);

#endif
