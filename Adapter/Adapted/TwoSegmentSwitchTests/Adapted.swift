// The iOS sources of TwoSegmentSwitchTests, built on Linux through the source adapter: see `ios`.
