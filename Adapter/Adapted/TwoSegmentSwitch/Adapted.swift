// The iOS sources of TwoSegmentSwitch, built on Linux through the source adapter: see `ios`.
