// The iOS sources of WrittenForIOSTests, built on Linux through the source adapter: see `ios`.
