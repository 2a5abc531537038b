// The components are ControlKit controls: importing them brings ControlKit, as UIKit comes with
// every UIKit component.
@_exported import ControlKit
