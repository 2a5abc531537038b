import DynamicRuntime
import KeyValueObserving
import Testing

/// A class whose properties are one line each, as `@objc dynamic var` ports.
private class Settings: RuntimeObject {
    var didSetLog: [String] = []
    @Dynamic var volume: Int = 3 { didSet { didSetLog.append("volume \(oldValue)→\(volume)") } }
    @Dynamic var label: String? = nil
}

/// A subclass that overrides one of them with an observer of its own, as UIKit subclasses do.
private final class LoudSettings: Settings {
    override var volume: Int { didSet { didSetLog.append("loud \(oldValue)→\(volume)") } }
}

@Suite("Observing and coding @Dynamic properties")
struct DynamicPropertyObservingTests {
    @Test("an observer added before the property is used hears Swift sets with old and new values")
    func observedFromTheStart() throws {
        let settings = Settings(), observer = KvObserver()
        settings.addObserver(observer, forKeyPath: "volume", options: [.old, .new])
        settings.volume = 7
        #expect(observer.changes.map { $0.oldValue as? Int } == [3])
        #expect(observer.changes.map { $0.newValue as? Int } == [7])
        #expect(settings.didSetLog == ["volume 3→7"])
        settings.removeObserver(observer, forKeyPath: "volume")
        settings.volume = 8
        #expect(observer.changes.count == 1)
    }

    @Test("a set through key-value coding runs didSet and notifies")
    func codingRunsObservers() throws {
        let settings = Settings(), observer = KvObserver()
        settings.volume = 4                // its class learns the Swift setter
        settings.didSetLog = []
        settings.addObserver(observer, forKeyPath: "volume", options: [.new])
        settings.setValue(9, forKey: "volume")
        #expect(settings.volume == 9)
        #expect(settings.didSetLog == ["volume 4→9"])
        #expect(observer.changes.map { $0.newValue as? Int } == [9])
        #expect(settings.value(forKey: "volume") as? Int == 9)
        settings.setValue(nil, forKey: "label")
        settings.setValue("loud", forKey: "label")
        #expect(settings.label == "loud")
        settings.removeObserver(observer, forKeyPath: "volume")
    }

    @Test("on a Swift override, a coded set runs both classes' didSet and notifies once")
    func overriddenCodedAndObserved() throws {
        let settings = LoudSettings(), observer = KvObserver()
        settings.volume = 4
        #expect(settings.didSetLog == ["volume 3→4", "loud 3→4"])
        settings.didSetLog = []
        settings.addObserver(observer, forKeyPath: "volume", options: [.old, .new])
        settings.setValue(6, forKey: "volume")
        settings.volume = 7
        #expect(settings.didSetLog == ["volume 4→6", "loud 4→6", "volume 6→7", "loud 6→7"])
        #expect(observer.changes.map { $0.oldValue as? Int } == [4, 6])
        #expect(observer.changes.map { $0.newValue as? Int } == [6, 7])
        #expect(settings.value(forKey: "volume") as? Int == 7)
        settings.removeObserver(observer, forKeyPath: "volume")
    }
}
