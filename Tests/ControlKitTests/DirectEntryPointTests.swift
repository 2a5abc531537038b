@testable import ControlKit
@testable import DynamicRuntime

import Testing

/// UIView's hit-testing entry points run their members' bodies directly while the view's class
/// reaches them (``DirectCall``): what they answer must be what a send of the member answers.
@Suite("Direct entry points answer as their sends do")
@MainActor
struct DirectEntryPointTests {
    @Test("each of the seven direct entry points equals a send of its member, before and after the class learns")
    func directAnswersEqualSends() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        parent.addSubview(view)
        view.bounds.origin = CGPoint(x: 5, y: -5)
        view.alpha = 0.5
        view.isUserInteractionEnabled = false
        view.isHidden = true
        for _ in 0..<2 {
            #expect(view.bounds == UIView.boundsProperty.get(view))
            #expect(view.center == UIView.centerProperty.get(view))
            #expect(view.isHidden == UIView.hiddenProperty.get(view))
            #expect(view.alpha == UIView.alphaProperty.get(view))
            #expect(view.isUserInteractionEnabled == UIView.userInteractionEnabledProperty.get(view))
            for point in [CGPoint(x: 5, y: -5), CGPoint(x: 34, y: 34), CGPoint(x: 35, y: 35), CGPoint(x: 4, y: 0)] {
                #expect(view.point(inside: point, with: nil) == UIView.pointInsideMethod.send(to: view, (point, nil)))
            }
            for point in [CGPoint(x: 15, y: 25), CGPoint(x: 90, y: 90)] {
                #expect(parent.hitTest(point, with: nil) === UIView.hitTestMethod.send(to: parent, (point, nil)))
            }
        }
        // The class learned: a later read runs directly (asked again if a change elsewhere, in a
        // test running in parallel, made every class forget meanwhile).
        #expect((0..<100).contains { _ in _ = view.bounds; return DirectCall(UIView.DirectMember.bounds).isDirect(for: view) })
    }
}
